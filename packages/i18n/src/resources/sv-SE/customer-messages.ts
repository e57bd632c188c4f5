import type { Resource } from "../en-US";

export const customerMessages = {
  documentTitle: "Meddelanden · Stampwise",
  title: "Meddelanden",
  emptyTitle: "Inga meddelanden än",
  emptyDescription: "Erbjudanden och nyheter från ställena där du samlar stämplar visas här.",
  loading: "Hämtar dina meddelanden...",
  unread: "oläst",
  loadFailed: {
    title: "Dina meddelanden kunde inte hämtas",
    description: "Kontrollera anslutningen och försök igen.",
    retry: "Försök igen",
  },
} as const satisfies Resource["customerMessages"];
