import { LoginScreen } from "@stampwise/web";
import { adminDoor } from "../auth-door";

export function Component() {
  return <LoginScreen door={adminDoor} />;
}
