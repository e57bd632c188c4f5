/**
 * Every route of the customer app, named once. The router's basename is /app, so these are the
 * paths inside the app; `absolute()` gives the address a person sees (for links from mails).
 */
export const paths = {
  cards: "/",
  myQr: "/qr",
  messages: "/messages",
  preferences: "/preferences",
  account: "/account",
  /** "Your data" (from Account): what each business holds, and the copy to download. */
  yourData: "/account/data",
  /** Linked from the "your data is ready" mail; the file is handed over once, signed in. */
  dataDownloadPattern: "/account/data/download/:token",
  login: "/login",
  signup: "/signup",
  resetPassword: "/reset-password",
  verify: "/verify",
  oauth: "/oauth",
  redeem: (instanceId: string) => `/redeem/${instanceId}`,
  /** The router's pattern of `redeem()`; without an id the page says no code was given. */
  redeemPattern: "/redeem/:instanceId?",
  /** Opened by scanning the store's join code on its screen at the till. */
  joinPattern: "/join/:instanceId",
  /** Linked from the invitation staff email from the counter (`?token=`). */
  invitation: "/invitation",
  /** Linked from every campaign email (the API's `unsubscribeLinks`); works signed out. */
  unsubscribePattern: "/unsubscribe/:token",
} as const;

export const APP_BASENAME = "/app";

/** The landing page lives in the admin bundle: links to it are full page loads. */
export const landingPage = "/";

/** Other pages of the admin bundle the customer app links to (also full page loads). */
export const adminBundle = {
  terms: "/terms",
  privacy: "/privacy",
  adminLogin: "/login",
  adminArea: "/admin",
} as const;
