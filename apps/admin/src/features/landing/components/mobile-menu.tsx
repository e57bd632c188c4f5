import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const loadMenuSheet = () => import("./mobile-menu-sheet");
// The dialog code is fetched when the menu is first wanted, not with the page: wide screens never need it.
const MobileMenuSheet = lazy(() => loadMenuSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** The phone navigation's button; the sheet itself loads on first use (pointer over or focus prefetches it). */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="icon"
        aria-label={t("landing.nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadMenuSheet}
        onFocus={loadMenuSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
