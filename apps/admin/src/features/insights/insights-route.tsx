import { useCurrentOrganization } from "@stampwise/web";
import { InsightsPage } from "./components/insights-page";

/** /admin/insights — keyed by the organization, so a switch starts afresh with the other's figures. */
export function Component() {
  const { current } = useCurrentOrganization();
  return <InsightsPage key={current?.id} />;
}
