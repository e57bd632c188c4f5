import { ErrorBoundary } from "@stampwise/web";
import { Outlet, useLocation } from "@stampwise/web/router";
import { Suspense } from "react";
import { CustomerGuard } from "./components/customer-guard";
import { CustomerLayout } from "./components/customer-layout";
import { ShellRouteError } from "./components/shell-route-error";

/**
 * The pathless layout route around the signed-in pages: only customers get past the guard.
 * A page that throws (or whose chunk fails to load after a deploy) keeps the top bar and the
 * navigation, so the person can go elsewhere instead of facing a dead end; moving to another page
 * clears it. If the shell itself fails, the root error page takes over.
 */
export function Component() {
  const { pathname } = useLocation();
  return (
    <CustomerGuard>
      <CustomerLayout>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <ShellRouteError error={error} />}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </CustomerLayout>
    </CustomerGuard>
  );
}
