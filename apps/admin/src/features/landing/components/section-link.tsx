import { Link } from "@stampwise/web/router";
import type { ComponentProps } from "react";
import { type LandingSection, paths } from "../../../shared/paths";
import { scrollToSection } from "../scroll-to-section";

type SectionLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  section: LandingSection;
  /** Runs instead of scrolling right away: the mobile menu scrolls once its sheet has closed. */
  onSectionClick?: (section: LandingSection) => void;
};

/**
 * A link to `/#section`. The URL still changes (shareable, back button works) but we scroll
 * ourselves, smoothly; the router leaves an address with a hash where it is (`useScrollToTopOnNewPage`).
 */
export function SectionLink({ section, onSectionClick, onClick, ...props }: SectionLinkProps) {
  return (
    <Link
      {...props}
      to={{ pathname: paths.home, hash: section }}
      onClick={(event) => {
        onClick?.(event);
        if (onSectionClick) onSectionClick(section);
        else scrollToSection(section);
      }}
    />
  );
}
