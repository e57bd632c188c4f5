import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { englishIn } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { en, sv, toast } from "./support/ui";

// The pages a visitor lands on cold are sent as HTML already holding the first screen, in the
// visitor's language, and the app takes that HTML over without drawing it again (decision 036).

/** An id of the right form that no counter code has: the redeem page's shell is the same for all. */
const SOME_CODE = "0b8f6a3c-1d2e-4f50-9a6b-7c8d9e0f1a2b";

test.describe("what the server sends before any script runs", () => {
  test("the landing page holds the hero and the pricing headline, in the language asked for", async ({
    request,
  }) => {
    const swedish = await (
      await request.get("/", { headers: { "accept-language": "sv-SE,sv;q=0.9" } })
    ).text();
    expect(swedish).toContain('<html lang="sv-SE">');
    expect(swedish).toContain(sv.landing.hero.title);
    expect(swedish).toContain(sv.landing.pricing.title);
    const english = await (await request.get("/", { headers: { "accept-language": "en-GB" } })).text();
    expect(english).toContain(en.landing.hero.title);
    expect(english).toContain(en.landing.pricing.title);
    // The stored choice (its cookie) wins over the browser's language.
    const chosen = await (
      await request.get("/", { headers: { "accept-language": "en-US", cookie: "language=sv-SE" } })
    ).text();
    expect(chosen).toContain(sv.landing.hero.title);
  });

  test("the customer login holds its email and password fields, and the redeem page its shell", async ({
    request,
  }) => {
    const login = await request.get("/app/login", { headers: { "accept-language": "sv-SE" } });
    expect(login.headers()["cache-control"]).toBe("no-cache");
    const html = await login.text();
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*name="password"/);
    expect(html).toContain(sv.auth.login.title.user);
    expect(html).toMatch(/<form[^>]*method="post"/);

    const redeem = await (
      await request.get(`/app/redeem/${SOME_CODE}`, { headers: { "accept-language": "en-US" } })
    ).text();
    expect(redeem).toContain(en.redeem.loading);
    expect(redeem).toContain(en.common.productName);
  });
});

/**
 * Before the page's own scripts: the layout shifts it goes through (PerformanceObserver), and
 * every text the body shows once its heading is there (read again after each change of the DOM).
 */
async function watchFirstLoad(page: Page) {
  await page.addInitScript(() => {
    const state = { shift: 0, texts: [] as string[] };
    (window as unknown as { firstLoad: typeof state }).firstLoad = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    let pending = false;
    // From the moment the page's heading is parsed: what a person sees from the first paint on.
    const read = () => {
      pending = false;
      if (document.querySelector("h1")) state.texts.push(document.body.innerText);
    };
    new MutationObserver(() => {
      if (!pending) {
        pending = true;
        queueMicrotask(read);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener("DOMContentLoaded", read);
  });
}

/** React has taken over the prerendered HTML: its elements carry React's own properties. */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

test("the redeem page's offer is asked for with the HTML, once, not after the script has run", async ({
  phone,
}) => {
  const page = await phone.newPage();
  await page.goto(`/app/redeem/${randomUUID()}`);
  await expect(page.getByRole("heading", { level: 1, name: en.redeem.problem.unknown.title })).toBeVisible();
  // The server's Link: rel=preload starts the request; the app's own fetch takes its answer.
  const asked = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/api/qrcode/instance/"))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(asked).toEqual(["link"]);
});

test.describe("a page prerendered in Swedish", () => {
  test.use({ locale: "sv-SE", viewport: { width: 390, height: 844 } });

  for (const { path, heading } of [
    { path: "/", heading: sv.landing.hero.title },
    { path: "/app/login", heading: sv.auth.login.title.user },
  ]) {
    test(`${path} hydrates without English showing and without a layout shift`, async ({ page }) => {
      // Google sign-in is configured here: the login comes drawn with its button, which must not
      // move anything when the providers' answer arrives.
      await watchFirstLoad(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await waitForHydration(page, "h1");
      // What hydration could still change happens in the effects right after it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { shift, texts } = await page.evaluate(
        () => (window as unknown as { firstLoad: { shift: number; texts: string[] } }).firstLoad,
      );
      // Read while the HTML still streams in, the first snapshots may end before the heading.
      expect(texts.some((text) => text.includes(heading))).toBe(true);
      // The login's Google button is in the HTML, not added once a request has answered.
      if (path === "/app/login")
        expect(texts.some((text) => text.includes(sv.auth.google.continue))).toBe(true);
      for (const text of texts) expect(englishIn(text)).toEqual([]);
      expect(shift).toBeLessThan(0.02);
      await expect(page.locator("html")).toHaveAttribute("lang", "sv-SE");
    });
  }
});

test.describe("the customer login before its script has run", () => {
  test("a plain form post signs in, or comes back with the error the page then shows translated", async ({
    browser,
    customer,
  }) => {
    // Two sign-in attempts, each a password hash on the server: slow on a busy machine.
    test.setTimeout(90_000);
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, locale: "sv-SE" });
    const page = await withoutScripts.newPage();
    await page.goto("/app/login");
    await page.getByLabel(sv.auth.fields.email).fill(customer.email);
    await page.getByLabel(sv.auth.fields.password, { exact: true }).fill("not the password");
    await page.getByRole("button", { name: sv.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/app\/login\?error=INVALID_CREDENTIALS$/);

    await page.getByLabel(sv.auth.fields.email).fill(customer.email);
    await page.getByLabel(sv.auth.fields.password, { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: sv.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/app\/$/);
    const session = await page.request.get("/api/auth/is-authenticated");
    expect((await session.json()).data.user.email).toBe(customer.email);
    await withoutScripts.close();
  });

  test("once the script runs, the error in the address shows as a translated toast and leaves the address", async ({
    page,
  }) => {
    await page.goto("/app/login?error=INVALID_CREDENTIALS&redirect=%2Fqr");
    await expect(toast(page, en.auth.login.invalidCredentials.title)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fqr$/);
  });

  test("what is typed before the app takes over is kept and sent", async ({ page, customer }) => {
    // The app's entry script waits until the person has typed.
    let release: () => void = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/app\/assets\/index-[^/]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/app/login", { waitUntil: "commit" });
    await page.getByLabel(en.auth.fields.email).fill(customer.email);
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill(customer.password);
    release();
    await waitForHydration(page, "form");
    await expect(page.getByLabel(en.auth.fields.email)).toHaveValue(customer.email);
    await page.getByRole("button", { name: en.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/app\/$/);
  });
});
