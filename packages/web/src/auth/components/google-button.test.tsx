import type { AuthProviders } from "@stampwise/contract";
import { createI18n, I18nProvider, resources } from "@stampwise/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAuthProvidersStore, prerenderForGoogleSignIn } from "../auth-providers";
import { GoogleButton } from "./google-button";

const i18n = createI18n("en-US");
i18n.addSection("en-US", "auth", resources["en-US"].auth);
const CONTINUE = resources["en-US"].auth.google.continue;

/** The button as a screen renders it once the server has answered `answer`. */
async function renderAfter(answer: () => Promise<AuthProviders>): Promise<string> {
  const providers = createAuthProvidersStore(answer);
  await providers.load();
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <GoogleButton onClick={() => {}} busy={false} providers={providers} />
    </I18nProvider>,
  );
}

describe("GoogleButton", () => {
  it("shows Continue with Google when the server has Google sign-in configured", async () => {
    expect(
      await renderAfter(async () => ({
        google: true,
        sms: "provider" as const,
        appleWallet: false,
        googleWallet: false,
      })),
    ).toContain(CONTINUE);
  });

  it("shows nothing when the server has no Google sign-in", async () => {
    expect(
      await renderAfter(async () => ({
        google: false,
        sms: "provider" as const,
        appleWallet: false,
        googleWallet: false,
      })),
    ).toBe("");
  });

  it("shows nothing before the server has answered, or when it could not be asked", async () => {
    const unanswered = createAuthProvidersStore(() => new Promise<never>(() => {}));
    void unanswered.load();
    expect(
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <GoogleButton onClick={() => {}} busy={false} providers={unanswered} />
        </I18nProvider>,
      ),
    ).toBe("");
    expect(await renderAfter(() => Promise.reject(new Error("offline")))).toBe("");
  });

  it("on a page drawn for a server with Google sign-in, shows it before the answer, and follows the answer after", async () => {
    const render = (providers: ReturnType<typeof createAuthProvidersStore>) =>
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <GoogleButton onClick={() => {}} busy={false} providers={providers} />
        </I18nProvider>,
      );
    try {
      prerenderForGoogleSignIn(true);
      const unanswered = createAuthProvidersStore(() => new Promise<never>(() => {}));
      void unanswered.load();
      expect(render(unanswered)).toContain(CONTINUE);
      expect(
        await renderAfter(async () => ({
          google: false,
          sms: "provider" as const,
          appleWallet: false,
          googleWallet: false,
        })),
      ).toBe("");
      prerenderForGoogleSignIn(false);
      expect(render(unanswered)).toBe("");
    } finally {
      prerenderForGoogleSignIn(undefined);
    }
  });

  it("is disabled in the HTML the server draws: the popup needs the page's script, which enables it", async () => {
    const markup = await renderAfter(async () => ({
      google: true,
      sms: "provider" as const,
      appleWallet: false,
      googleWallet: false,
    }));
    expect(markup).toMatch(/<button[^>]*disabled=""/);
  });

  it("asks the server once however many screens ask", async () => {
    let asked = 0;
    const providers = createAuthProvidersStore(async () => {
      asked += 1;
      return { google: true, sms: "provider" as const, appleWallet: false, googleWallet: false };
    });
    await Promise.all([providers.load(), providers.load(), providers.load()]);
    await providers.load();
    expect(asked).toBe(1);
  });
});
