import type { ComponentProps } from "react";
import { Link } from "react-router";
import { type LandingSection, paths } from "../../../app/paths";
import { scrollToSection } from "../scroll-to-section";

type SectionLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  section: LandingSection;
  /** Runs instead of scrolling right away: the mobile menu scrolls once its sheet has closed. */
  onSectionClick?: (section: LandingSection) => void;
};

/**
 * A link to `/#section`. The URL still changes (shareable, back button works) but we scroll
 * ourselves, smoothly, and tell the router not to jump (`preventScrollReset`).
 */
export function SectionLink({ section, onSectionClick, onClick, ...props }: SectionLinkProps) {
  return (
    <Link
      {...props}
      to={{ pathname: paths.home, hash: section }}
      preventScrollReset
      onClick={(event) => {
        onClick?.(event);
        if (onSectionClick) onSectionClick(section);
        else scrollToSection(section);
      }}
    />
  );
}
