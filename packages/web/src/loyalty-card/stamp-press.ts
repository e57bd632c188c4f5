/** The "stamp pressed onto paper" motion of a newly filled stamp. */
const PRESS_KEYFRAMES: Keyframe[] = [
  { transform: "scale(1.8) rotate(-14deg)", opacity: 0 },
  { transform: "scale(0.92) rotate(3deg)", opacity: 1, offset: 0.65 },
  { transform: "scale(1) rotate(0deg)", opacity: 1 },
];
const PRESS_OPTIONS: KeyframeAnimationOptions = { duration: 520, easing: "cubic-bezier(0.2, 0.8, 0.3, 1)" };

/** People who ask their system for less motion see the stamp appear without it. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** Plays the press on `element` unless motion is unwanted; the Web Animations API needs no CSS. */
export function playStampPress(element: HTMLElement | null): void {
  if (!element || prefersReducedMotion() || typeof element.animate !== "function") return;
  element.animate(PRESS_KEYFRAMES, PRESS_OPTIONS);
}
