import { InvitationScreen } from "../invitation/components/invitation-screen";

/** /invitation?token=… (public): the link an owner's invitation mails. */
export function Component() {
  return <InvitationScreen />;
}
