import { AdministratorsPage } from "./components/administrators-page";

/** /admin/settings/administrators */
export function Component() {
  return <AdministratorsPage />;
}
