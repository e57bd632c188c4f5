import type { Resource } from "../en-US";

export const legal = {
  lastUpdated: "Senast uppdaterad {{date}}",
  tableOfContents: "Innehåll",
  backToHome: "Till startsidan",
  loadFailed: "Sidan kunde inte laddas.",
  retry: "Försök igen",
  documentsLabel: "Juridiska dokument",
  documents: {
    privacy: "Integritetspolicy",
    terms: "Användarvillkor",
    cookies: "Cookiepolicy",
  },
} as const satisfies Resource["legal"];
