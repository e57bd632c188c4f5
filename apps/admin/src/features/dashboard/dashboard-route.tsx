import { DashboardPage } from "./components/dashboard-page";

/** /admin/dashboard */
export function Component() {
  return <DashboardPage />;
}
