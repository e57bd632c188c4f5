import { createLucideIcon } from "lucide-react";

// Lucide 1.x dropped brand marks; these are the drawings its earlier releases shipped (ISC
// licence), so the footer's social icons match the rest of the icon set.
export const InstagramIcon = createLucideIcon("instagram", [
  ["rect", { width: "20", height: "20", x: "2", y: "2", rx: "5", ry: "5", key: "frame" }],
  ["path", { d: "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z", key: "lens" }],
  ["line", { x1: "17.5", x2: "17.51", y1: "6.5", y2: "6.5", key: "flash" }],
]);

export const FacebookIcon = createLucideIcon("facebook", [
  ["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z", key: "f" }],
]);

export const LinkedinIcon = createLucideIcon("linkedin", [
  ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z", key: "n" }],
  ["rect", { width: "4", height: "12", x: "2", y: "9", key: "i" }],
  ["circle", { cx: "4", cy: "4", r: "2", key: "dot" }],
]);
