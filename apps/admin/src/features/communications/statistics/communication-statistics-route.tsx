import { useCurrentOrganization } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { CommunicationStatisticsPage } from "./components/communication-statistics-page";

/** /admin/communication/statistics/{id} — keyed by organization and id, so a switch starts afresh. */
export function Component() {
  const { current } = useCurrentOrganization();
  const { id = "" } = useParams();
  return <CommunicationStatisticsPage key={`${current?.id}:${id}`} id={id} />;
}
