import { LoginScreen } from "@stampwise/web";
import { customerDoor } from "../auth-door";

export function Component() {
  return <LoginScreen door={customerDoor} />;
}
