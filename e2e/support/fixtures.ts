import { type BrowserContext, test as base, expect } from "@playwright/test";
import { type Account, createAccount } from "./accounts";
import { AccessibilityChecker } from "./axe";

/**
 * Collects uncaught page errors and CSP refusals of every page of `context` into `problems`. The
 * `pageProblems` fixture does it for the test's own context; a test that opens another context
 * (a second person, a browser of its own) passes that one with the fixture's list.
 */
export function watchForProblems(context: BrowserContext, problems: string[]): void {
  context.on("weberror", (error) => problems.push(`uncaught: ${error.error().message}`));
  context.on("console", (message) => {
    // The CSP allows only our own scripts and styles: a refusal means something is broken.
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) {
      problems.push(`csp: ${message.text()}`);
    }
  });
}

interface Fixtures {
  /** axe-core on every page state a test shows; the last page is checked automatically. */
  a11y: AccessibilityChecker;
  /** An admin with their own organization, made through the API for this test only (signed out). */
  admin: Account;
  /** A customer account made for this test only (signed out). */
  customer: Account;
  /** Uncaught page errors and CSP refusals fail the test. */
  pageProblems: string[];
  /**
   * A second person's phone: its own browser context (cookies, storage) at 390×844, beside the
   * test's `page`; its page problems fail the test too.
   */
  phone: BrowserContext;
}

export const test = base.extend<Fixtures>({
  a11y: [
    async ({ page }, use, testInfo) => {
      const checker = new AccessibilityChecker();
      await use(checker);
      // Whatever the test ended on is checked too, unless the test already failed.
      const onOurSite = page.url().startsWith(String(testInfo.project.use.baseURL));
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && onOurSite) {
        await checker.check(page, `the last page (${new URL(page.url()).pathname})`);
      }
    },
    { auto: true },
  ],

  admin: async ({ request }, use) => {
    await use(await createAccount(request, "admin"));
  },

  customer: async ({ request }, use) => {
    await use(await createAccount(request, "user", "customer"));
  },

  phone: async ({ browser, pageProblems }, use) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    watchForProblems(context, pageProblems);
    await use(context);
    await context.close();
  },

  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      watchForProblems(context, problems);
      await use(problems);
      expect(problems, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
