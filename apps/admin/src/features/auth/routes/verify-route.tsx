import { VerifyScreen } from "@stampwise/web";
import { adminDoor } from "../auth-door";

export function Component() {
  return <VerifyScreen door={adminDoor} />;
}
