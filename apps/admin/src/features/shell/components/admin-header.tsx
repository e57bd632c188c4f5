import { Separator, SidebarTrigger } from "@stampwise/ui";
import { AdminBreadcrumbs } from "./admin-breadcrumbs";

/** The bar above every admin page: the sidebar toggle and, from md up, the breadcrumbs. */
export function AdminHeader() {
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-2 hidden h-4! md:block" />
      <AdminBreadcrumbs />
    </header>
  );
}
