/** Addresses and settings the config gives the servers and the tests rely on. */

export const API_PORT = Number(process.env.E2E_PORT ?? 3107);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3108);
export const BASE_URL = `http://localhost:${API_PORT}`;
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;

/** Where the landing page's contact form is mailed (the API's CONTACT_EMAIL). */
export const OPERATOR_EMAIL = "operator@stampwise-e2e.test";

/** High enough that no journey ever meets a limit; a test about limits would set its own. */
export const GENEROUS_RATE_LIMIT = "100000";
