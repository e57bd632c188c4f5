import { useCurrentOrganization } from "@stampwise/web";
import { UsersTablePage } from "./components/users-table-page";

/** /admin/users — keyed by the organization, so switching starts with a fresh selection. */
export function Component() {
  const { current } = useCurrentOrganization();
  return <UsersTablePage key={current?.id} />;
}
