/** Texts the design-system components render themselves: hidden labels, announcements, hints. */
export const ui = {
  close: "Close",
  dismiss: "Dismiss",
  more: "More",
  loading: "Loading",
  breadcrumb: "Breadcrumb",
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    previousPage: "Go to previous page",
    nextPage: "Go to next page",
    morePages: "More pages",
  },
  sidebar: {
    toggle: "Toggle sidebar",
    title: "Sidebar",
    description: "Main navigation",
  },
  toast: {
    label: "Notification",
    // Radix replaces {hotkey} (single braces, so the translator leaves it alone) with the key that focuses the list.
    region: "Notifications ({hotkey})",
  },
  color: {
    picker: "Color",
  },
} as const;
