import type { LandingSection } from "../../shared/paths";

/**
 * Brings a landing section into view: smoothly, unless the reader asked for reduced motion, and
 * moves keyboard focus there so the next Tab continues inside the section instead of the menu.
 * Returns false when the section is not on this page (the caller then lets the router navigate).
 */
export function scrollToSection(section: LandingSection): boolean {
  const element = document.getElementById(section);
  if (!element) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  element.focus({ preventScroll: true });
  return true;
}
