import { isRecordId } from "@stampwise/web";

/** Path segments of the admin area that have a translated label. */
export const BREADCRUMB_SEGMENTS = [
  "admin",
  "dashboard",
  "users",
  "user-profile",
  "qr-codes",
  "insights",
  "communications",
  "communication",
  "edit",
  "statistics",
  "loyalty-cards",
  "stamp-cards",
  "stamp-card",
  "gift-cards",
  "points-cards",
  "loyalty-program",
  "levels",
  "settings",
  "general",
  "contact",
  "administrators",
  "coming-soon",
] as const;
export type BreadcrumbSegment = (typeof BREADCRUMB_SEGMENTS)[number];

export type Crumb = {
  /** The path up to and including this segment. */
  path: string;
  /** Where the crumb links: its path, a page standing in for it, or null for plain text. */
  href: string | null;
  label: string;
  /** The page the reader is on: rendered as text with aria-current="page", not as a link. */
  current: boolean;
};

export type CrumbLabels = {
  /** The translated label of a known segment. */
  segment: (segment: BreadcrumbSegment) => string;
  /** Shown for an id until the page that loads the record names it. */
  loading: string;
  /** Labels pages supplied for particular segments, e.g. an id → the stamp card's name. */
  named?: Readonly<Record<string, string>>;
  /** A page-supplied title that replaces the last crumb. */
  pageTitle?: string;
};

const knownSegments = new Set<string>(BREADCRUMB_SEGMENTS);

export function isKnownSegment(segment: string): segment is BreadcrumbSegment {
  return knownSegments.has(segment);
}

/**
 * One crumb per path segment: a label when the segment is known, "Loading..." for an id (until
 * the page names it), else as written — an address that cannot name a record shows as typed. `target` says where a crumb's path leads (by default the path itself): a segment that
 * only groups pages below it has no page of its own to link to.
 */
export function breadcrumbTrail(
  pathname: string,
  labels: CrumbLabels,
  target: (path: string) => string | null = (path) => path,
): Crumb[] {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  return segments.map((rawSegment, index) => {
    const segment = safeDecode(rawSegment);
    const current = index === segments.length - 1;
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    const label = (current && labels.pageTitle) || labels.named?.[segment] || labelFor(segment, labels);
    return { path, href: current ? null : target(path), label, current };
  });
}

function labelFor(segment: string, labels: CrumbLabels): string {
  if (isKnownSegment(segment)) return labels.segment(segment);
  if (isRecordId(segment)) return labels.loading;
  return segment;
}

// A hand-typed URL may hold a malformed escape (`%E0`); show it as typed rather than crash.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
