import type { Resource } from "../en-US";

export const common = {
  productName: "Stampwise",
  language: "Språk",
  theme: "Tema",
  themes: { light: "Ljust", dark: "Mörkt", system: "System" },
  loading: "Laddar...",
  save: "Spara",
  saving: "Sparar...",
  cancel: "Avbryt",
  documentTitle: {
    admin: "Stampwise — digital lojalitet för småföretag",
    customer: "Stampwise — dina lojalitetskort",
  },
  genericError: {
    title: "Något gick fel",
    description: "Försök igen.",
  },
} as const satisfies Resource["common"];
