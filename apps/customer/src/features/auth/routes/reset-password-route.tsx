import { ResetPasswordScreen } from "@stampwise/web";
import { customerDoor } from "../auth-door";

export function Component() {
  return <ResetPasswordScreen door={customerDoor} />;
}
