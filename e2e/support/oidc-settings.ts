/**
 * How the API under test reaches the Google stand-in (support/oidc-server.ts). Fixed values,
 * because Playwright starts the API with its environment before any test runs.
 */

/** The client id apps/api/test/oidc-stand-in.ts registers. */
const OIDC_CLIENT_ID = "stampwise-test-client.apps.googleusercontent.test";

/** What the API presents; the stand-in's front swaps it for the stand-in's random secret. */
export const OIDC_CLIENT_SECRET = "e2e-client-secret";

export function googleEnvironment(oidcUrl: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    GOOGLE_AUTHORIZATION_URL: `${oidcUrl}/authorize`,
    GOOGLE_TOKEN_URL: `${oidcUrl}/token`,
    GOOGLE_USERINFO_URL: `${oidcUrl}/userinfo`,
    GOOGLE_TOKENINFO_URL: `${oidcUrl}/tokeninfo`,
  };
}
