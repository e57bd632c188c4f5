import { CustomerGuard } from "./components/customer-guard";
import { CustomerLayout } from "./components/customer-layout";
import { ShellRouteError } from "./components/shell-route-error";

/** The pathless layout route around the signed-in pages: only customers get past the guard. */
export function Component() {
  return (
    <CustomerGuard>
      <CustomerLayout />
    </CustomerGuard>
  );
}

/**
 * A page that throws (or whose chunk fails to load after a deploy) keeps the top bar and the
 * navigation, so the person can go elsewhere instead of facing a dead end. If the shell itself is
 * what fails, rendering it again throws again and the root error page takes over.
 */
export function ErrorBoundary() {
  return (
    <CustomerGuard>
      <CustomerLayout>
        <ShellRouteError />
      </CustomerLayout>
    </CustomerGuard>
  );
}
