import type { User } from "@stampwise/contract";
import { createContext, use } from "react";

export type SignedInAccount = {
  user: User;
  /**
   * The session could not be checked because the device is offline: the account is the one
   * remembered on this device, and only what works without the server (My QR) is fully usable.
   */
  offline: boolean;
};

/** Provided by the shell's guard to every signed-in page. */
export const SignedInAccountContext = createContext<SignedInAccount | null>(null);

export function useSignedInAccount(): SignedInAccount {
  const account = use(SignedInAccountContext);
  if (!account) throw new Error("useSignedInAccount is used outside the signed-in shell");
  return account;
}
