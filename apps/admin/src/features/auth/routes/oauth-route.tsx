import { OAuthScreen } from "@stampwise/web";
import { adminDoor } from "../auth-door";

export function Component() {
  return <OAuthScreen door={adminDoor} />;
}
