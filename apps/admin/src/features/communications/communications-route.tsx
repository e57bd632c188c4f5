import { useCurrentOrganization } from "@stampwise/web";
import { CommunicationsPage } from "./components/communications-page";

/** /admin/communications — keyed by the organization, so switching starts with fresh filters. */
export function Component() {
  const { current } = useCurrentOrganization();
  return <CommunicationsPage key={current?.id} />;
}
