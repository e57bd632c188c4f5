/** Every route of the admin app, named once (STYLE: nobody writes a URL string twice). */
export const paths = {
  home: "/",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  login: "/login",
  signup: "/signup",
  resetPassword: "/reset-password",
  verify: "/verify",
  oauth: "/oauth",
  /** The link an invitation to administer an organization mails (the API writes it too). */
  invitation: "/invitation",
  unauthorized: "/unauthorized",
  errors: { unauthorized: "/401", notFound: "/404", serverError: "/500", maintenance: "/503" },
  admin: {
    root: "/admin",
    dashboard: "/admin/dashboard",
    users: "/admin/users",
    user: (id: string) => `/admin/users/${id}`,
    qrCodes: "/admin/qr-codes",
    insights: "/admin/insights",
    communications: "/admin/communications",
    communication: (id: string) => `/admin/communications/${id}`,
    communicationStatistics: (id: string) => `/admin/communication/statistics/${id}`,
    loyaltyCards: "/admin/loyalty-cards",
    stampCards: "/admin/loyalty-cards/stamp-cards",
    stampCard: (id: string) => `/admin/loyalty-cards/stamp-cards/${id}`,
    giftCards: "/admin/loyalty-cards/gift-cards",
    pointsCards: "/admin/loyalty-cards/points-cards",
    loyaltyProgram: "/admin/loyalty-program",
    loyaltyLevels: "/admin/loyalty-program/levels",
    settings: "/admin/settings",
    settingsGeneral: "/admin/settings/general",
    settingsContact: "/admin/settings/contact",
    settingsCounterRules: "/admin/settings/counter-rules",
    settingsIntegrations: "/admin/settings/integrations",
    settingsImport: "/admin/settings/import",
    settingsPrivacy: "/admin/settings/privacy",
    administrators: "/admin/settings/administrators",
  },
  /** The customer app is a separate bundle: links to it are full page loads. */
  customerApp: "/app/",
} as const;

/** Landing page sections reached from the navigation (`/#pricing`). */
export const landingSections = ["home", "services", "insights", "pricing", "contact"] as const;
export type LandingSection = (typeof landingSections)[number];
