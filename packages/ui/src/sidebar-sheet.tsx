import { useTranslation } from "@stampwise/i18n";
import type { CSSProperties, ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "./sheet";
import { SIDEBAR_WIDTH_MOBILE } from "./sidebar-state";

type SidebarSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: "left" | "right";
  children: ReactNode;
};

/** The sidebar on a phone: a sheet from the side, loaded by `Sidebar` when first opened. */
export function SidebarSheet({ open, onOpenChange, side, children }: SidebarSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        // The sheet keeps its close button (touch screen readers have no Escape key); the header
        // makes room for it.
        className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground [&_[data-slot=sidebar-header]]:pr-12"
        style={{ "--sidebar-width": SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        side={side}
      >
        {/* A dialog needs a name and description; sighted people see the navigation itself. */}
        <SheetHeader className="sr-only">
          <SheetTitle>{t("ui.sidebar.title")}</SheetTitle>
          <SheetDescription>{t("ui.sidebar.description")}</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
