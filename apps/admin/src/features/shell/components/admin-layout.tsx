import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { readSidebarCookie, SidebarInset, SidebarProvider } from "@stampwise/ui";
import { Outlet } from "@stampwise/web/router";
import { Suspense, useState } from "react";
import { PageTitleProvider } from "../../../shared/page-title";
import { OrganizationShortcuts } from "../use-switch-organization";
import { AdminHeader } from "./admin-header";
import { AdminSidebar } from "./admin-sidebar";

const MAIN_CONTENT_ID = "admin-main";

/** Sidebar, header with breadcrumbs and the page. */
export function AdminLayout({ user }: { user: User }) {
  const { t } = useTranslation();
  // Read once: afterwards the provider owns the state and writes the cookie on every change.
  const [defaultOpen] = useState(() => readSidebarCookie(document.cookie) ?? true);

  return (
    <PageTitleProvider>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md border bg-background text-sm font-medium text-foreground shadow-md outline-none focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:ring-[3px] focus:ring-ring/50"
      >
        {t("shell.skipToContent")}
      </a>
      <OrganizationShortcuts />
      <SidebarProvider defaultOpen={defaultOpen}>
        <AdminSidebar user={user} />
        <SidebarInset id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 outline-none">
          <AdminHeader />
          <div className="flex flex-1 flex-col p-4 md:p-6">
            {/* A page's first visit keeps the sidebar and header while its chunk loads. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </div>
        </SidebarInset>
      </SidebarProvider>
    </PageTitleProvider>
  );
}
