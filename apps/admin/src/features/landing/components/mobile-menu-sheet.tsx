import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Separator,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@stampwise/ui";
import { PreferenceSwitches } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { type RefObject, useRef } from "react";
import { type LandingSection, landingSections, paths } from "../../../shared/paths";
import { scrollToSection } from "../scroll-to-section";
import { SectionLink } from "./section-link";

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back there on close (it lives outside this lazily loaded dialog). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * A section link closes the sheet first and scrolls once it is gone: while open, the dialog locks
 * page scrolling and would hand focus back to the menu button.
 */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const pendingSection = useRef<LandingSection | null>(null);

  const goToSection = (section: LandingSection) => {
    pendingSection.current = section;
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const section = pendingSection.current;
          pendingSection.current = null;
          if (!section || !scrollToSection(section)) returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t("landing.nav.menuTitle")}</SheetTitle>
          <SheetDescription>{t("landing.nav.menuDescription")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("landing.nav.label")} className="px-4">
          <ul className="grid gap-1">
            {landingSections.map((section) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  onSectionClick={goToSection}
                  className="flex h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  {t(`landing.nav.${section}`)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <Separator className="mx-4 w-auto" />
        <div className="grid gap-2 px-4">
          <Button asChild variant="outline">
            <Link to={paths.login}>{t("landing.nav.login")}</Link>
          </Button>
          <Button asChild>
            <Link to={paths.signup}>{t("landing.nav.signup")}</Link>
          </Button>
        </div>
        <div className="px-4 pb-6">
          <PreferenceSwitches />
        </div>
      </SheetContent>
    </Sheet>
  );
}
