import { SignupScreen } from "@stampwise/web";
import { adminDoor } from "../auth-door";

export function Component() {
  return <SignupScreen door={adminDoor} />;
}
