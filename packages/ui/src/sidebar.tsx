import { useTranslation } from "@stampwise/i18n";
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { cn } from "./cn";
import { useSidebar } from "./sidebar-context";

// The phone's sidebar is a sheet (a dialog): its code loads when it first opens, so a screen's
// first load carries no dialog code (decision 014).
const SidebarSheet = lazy(() =>
  import("./sidebar-sheet").then((module) => ({ default: module.SidebarSheet })),
);

type MobileSidebarProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: "left" | "right";
  children: ReactNode;
};

function MobileSidebar({ open, onOpenChange, side, children }: MobileSidebarProps) {
  // Stays mounted once opened, so closing plays the sheet's exit animation.
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SidebarSheet open={open} onOpenChange={onOpenChange} side={side}>
        {children}
      </SidebarSheet>
    </Suspense>
  );
}

export type SidebarProps = ComponentProps<"aside"> & {
  side?: "left" | "right";
  variant?: "sidebar" | "floating" | "inset";
  /** `offcanvas` slides away, `icon` shrinks to 3rem of icons, `none` always shows. */
  collapsible?: "offcanvas" | "icon" | "none";
};

export function Sidebar({
  side = "left",
  variant = "sidebar",
  collapsible = "offcanvas",
  className,
  children,
  ...props
}: SidebarProps) {
  const { t } = useTranslation();
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (collapsible === "none") {
    return (
      <aside
        data-slot="sidebar"
        aria-label={t("ui.sidebar.title")}
        className={cn(
          "flex h-full w-(--sidebar-width) flex-col bg-sidebar text-sidebar-foreground",
          className,
        )}
        {...props}
      >
        {children}
      </aside>
    );
  }

  if (isMobile) {
    return (
      <MobileSidebar open={openMobile} onOpenChange={setOpenMobile} side={side}>
        {children}
      </MobileSidebar>
    );
  }

  const hidden = state === "collapsed" && collapsible === "offcanvas";
  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === "collapsed" ? collapsible : ""}
      data-variant={variant}
      data-side={side}
      data-slot="sidebar"
    >
      {/* Takes the sidebar's width in the page flow, so the fixed sidebar does not cover the content. */}
      <div
        data-slot="sidebar-gap"
        className={cn(
          "relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=offcanvas]:w-0 group-data-[side=right]:rotate-180",
          variant === "sidebar"
            ? "group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
            : "group-data-[collapsible=icon]:w-[calc(var(--sidebar-width-icon)+(--spacing(4)))]",
        )}
      />
      {/* A labelled landmark, so the organization switcher, navigation and user menu can be
          jumped to; put a <nav> around the menus inside. */}
      <aside
        data-slot="sidebar-container"
        aria-label={t("ui.sidebar.title")}
        // Slid off screen but still in the DOM: inert keeps its links out of the tab order.
        inert={hidden}
        className={cn(
          "fixed inset-y-0 z-10 hidden h-svh w-(--sidebar-width) transition-[left,right,width] duration-200 ease-linear md:flex",
          side === "left"
            ? "left-0 group-data-[collapsible=offcanvas]:left-[calc(var(--sidebar-width)*-1)]"
            : "right-0 group-data-[collapsible=offcanvas]:right-[calc(var(--sidebar-width)*-1)]",
          variant === "sidebar"
            ? "group-data-[collapsible=icon]:w-(--sidebar-width-icon) group-data-[side=left]:border-r group-data-[side=right]:border-l"
            : "p-2 group-data-[collapsible=icon]:w-[calc(var(--sidebar-width-icon)+(--spacing(4))+2px)]",
          className,
        )}
        {...props}
      >
        <div
          data-sidebar="sidebar"
          data-slot="sidebar-inner"
          className="flex h-full w-full flex-col bg-sidebar group-data-[variant=floating]:rounded-lg group-data-[variant=floating]:border group-data-[variant=floating]:border-sidebar-border group-data-[variant=floating]:shadow-sm"
        >
          {children}
        </div>
      </aside>
    </div>
  );
}

/** The page area beside the sidebar. It is the page's `<main>`, so do not nest another one. */
export function SidebarInset({ className, ...props }: ComponentProps<"main">) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn(
        "relative flex w-full flex-1 flex-col bg-background",
        "md:peer-data-[variant=inset]:m-2 md:peer-data-[variant=inset]:ml-0 md:peer-data-[variant=inset]:rounded-xl md:peer-data-[variant=inset]:shadow-sm md:peer-data-[variant=inset]:peer-data-[state=collapsed]:ml-2",
        className,
      )}
      {...props}
    />
  );
}
