import { ResetPasswordScreen } from "@stampwise/web";
import { adminDoor } from "../auth-door";

export function Component() {
  return <ResetPasswordScreen door={adminDoor} />;
}
