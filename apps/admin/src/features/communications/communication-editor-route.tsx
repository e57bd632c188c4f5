import { useCurrentOrganization } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { CommunicationEditorPage } from "./editor/communication-editor-page";

/** /admin/communications/{id} — keyed by organization and id, so a switch starts afresh. */
export function Component() {
  const { current } = useCurrentOrganization();
  const { id = "" } = useParams();
  return <CommunicationEditorPage key={`${current?.id}:${id}`} id={id} />;
}
