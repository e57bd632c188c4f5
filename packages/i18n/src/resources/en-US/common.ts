/** Words every screen may use: the product name, the language and theme choices, generic actions. */
export const common = {
  productName: "Stampwise",
  language: "Language",
  theme: "Theme",
  themes: { light: "Light", dark: "Dark", system: "System" },
  loading: "Loading...",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  documentTitle: {
    admin: "Stampwise — digital loyalty for small businesses",
    customer: "Stampwise — your loyalty cards",
  },
  genericError: {
    title: "Something went wrong",
    description: "Please try again.",
  },
} as const;
