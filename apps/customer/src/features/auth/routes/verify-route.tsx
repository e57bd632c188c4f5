import { VerifyScreen } from "@stampwise/web";
import { customerDoor } from "../auth-door";

export function Component() {
  return <VerifyScreen door={customerDoor} />;
}
