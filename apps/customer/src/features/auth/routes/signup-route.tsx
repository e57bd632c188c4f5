import { SignupScreen } from "@stampwise/web";
import { customerDoor } from "../auth-door";

export function Component() {
  return <SignupScreen door={customerDoor} />;
}
