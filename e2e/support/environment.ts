/** Addresses and settings the config gives the servers and the tests rely on. */

export const API_PORT = Number(process.env.E2E_PORT ?? 3107);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3108);
export const BASE_URL = `http://localhost:${API_PORT}`;
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
/** The mail server stand-in (support/smtp-server.ts): SMTP for the API, HTTP for the tests. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3109);
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3110);
export const MAIL_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
export const RECEIVED_MAIL_URL = `http://127.0.0.1:${SMTP_HTTP_PORT}`;

/** Where the landing page's contact form is mailed (the API's CONTACT_EMAIL). */
export const OPERATOR_EMAIL = "operator@stampwise-e2e.test";

/** High enough that no journey ever meets a limit; a test about limits would set its own. */
export const GENEROUS_RATE_LIMIT = "100000";

/** Debian's Chromium: Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags every Chromium of the tests starts with, also one a test launches itself. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * What every test's browser starts with: the cookie banner accepted before. It is tested on its
 * own (public.spec.ts) and would otherwise sit over every other page.
 */
export const COOKIES_ACCEPTED = {
  cookies: [],
  origins: [{ origin: BASE_URL, localStorage: [{ name: "cookie-consent", value: "true" }] }],
};

/** The same, with Swedish chosen on an earlier visit. */
export const SWEDISH_CHOSEN = {
  cookies: [],
  origins: [
    {
      origin: BASE_URL,
      localStorage: [
        { name: "cookie-consent", value: "true" },
        { name: "language", value: "sv-SE" },
      ],
    },
  ],
};
