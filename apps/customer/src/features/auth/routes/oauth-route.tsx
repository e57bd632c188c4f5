import { OAuthScreen } from "@stampwise/web";
import { customerDoor } from "../auth-door";

export function Component() {
  return <OAuthScreen door={customerDoor} />;
}
