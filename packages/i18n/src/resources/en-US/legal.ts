/** Short words around the legal pages; the long texts live in apps/admin/src/features/legal/content. */
export const legal = {
  lastUpdated: "Last updated {{date}}",
  tableOfContents: "Contents",
  backToHome: "Back to home",
  loadFailed: "This page could not be loaded.",
  retry: "Try again",
  documentsLabel: "Legal documents",
  documents: {
    privacy: "Privacy policy",
    terms: "Terms of service",
    cookies: "Cookie policy",
  },
} as const;
