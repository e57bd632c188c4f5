import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { type Page, request as requests } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, signedInRequest, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";

const texts = en.settings.integrations;
const hooks = en.webhooks;

/** A system on 127.0.0.1 that receives webhooks, as the till's back office would. */
async function webhookReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stampwise`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}
const INTEGRATIONS_PAGE = "/admin/settings/integrations";

/** A key's row in the list of keys, by its name. */
const keyRow = (page: Page, name: string) =>
  page.getByRole("list", { name: texts.apiKeys.title }).getByRole("listitem").filter({ hasText: name });

test("an owner makes an API key and a webhook for the till: a test event and a stamp arrive signed; the key is revoked", async ({
  page,
  admin,
  customer,
  a11y,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const card = await api.createStampCard({
    name: "Kaffekort",
    description: "Every coffee counts.",
    stampsRequired: 8,
  });
  const customerRequest = await signedInRequest(requests, baseURL ?? "", customer);
  await customerJoins(api, customerRequest);
  const customerId = await userIdOf(customerRequest);
  // The till: no browser, no cookie; only the key it is given.
  const till = await requests.newContext({ baseURL });
  const stampWith = (key: string) =>
    till.post("/api/transaction", {
      headers: { authorization: `Bearer ${key}` },
      data: {
        userId: customerId,
        loyaltyCardId: card.id,
        delta: 1,
        source: "manual",
        idempotencyKey: randomUUID(),
      },
    });

  let key = "";
  await test.step("the owner makes a counter key and copies it from the dialog, shown once", async () => {
    await page.goto(INTEGRATIONS_PAGE);
    await expectHeading(page, texts.title);
    await expect(page.getByText(texts.apiKeys.emptyTitle)).toBeVisible();
    await page.getByRole("button", { name: texts.apiKeys.new }).click();
    const dialog = page.getByRole("dialog", { name: texts.apiKeys.create.title });
    await dialog.getByLabel(texts.apiKeys.create.name).fill("Till at the counter");
    await expect(dialog.getByRole("radio", { name: texts.apiKeys.scopes.counter })).toBeChecked();
    await a11y.check(page, "new API key dialog");
    await dialog.getByRole("button", { name: texts.apiKeys.create.submit }).click();
    const shown = page.getByRole("dialog", {
      name: fill(texts.apiKeys.created.title, { name: "Till at the counter" }),
    });
    const field = shown.getByLabel(en.settings.shownOnce.label);
    await expect(field).toHaveValue(/^swk_/);
    key = await field.inputValue();
    await expect(shown.getByText(en.settings.shownOnce.warning)).toBeVisible();
    await shown.getByRole("button", { name: texts.apiKeys.created.done }).click();
    const row = keyRow(page, "Till at the counter");
    await expect(row).toContainText(texts.apiKeys.scopes.counter);
    await expect(row).toContainText(`swk_…${key.slice(-4)}`);
    await expect(row).toContainText(texts.apiKeys.neverUsed);
    expect(await page.locator("body").innerText()).not.toContain(key);
  });

  const receiver = await webhookReceiver();
  let secret = "";
  await test.step("the owner adds a webhook endpoint and sends it a test event, signed", async () => {
    await page.getByRole("button", { name: hooks.section.add }).click();
    const form = page.getByRole("dialog", { name: hooks.form.addTitle });
    await form.getByLabel(hooks.form.url).fill(receiver.url);
    await form.getByLabel(hooks.form.label).fill("Back office");
    await expect(form.getByRole("checkbox", { name: hooks.events.stamps_added })).toBeChecked();
    await form.getByRole("button", { name: hooks.form.add }).click();
    const shown = page.getByRole("dialog", { name: hooks.secret.title });
    secret = (await shown.getByLabel(hooks.secret.title).textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole("button", { name: hooks.secret.done }).click();
    await page.getByRole("button", { name: fill(hooks.endpoint.actions, { url: receiver.url }) }).click();
    await page.getByRole("menuitem", { name: hooks.endpoint.test }).click();
    await expect(toast(page, hooks.test.sent)).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [test] = receiver.received;
    const event = new Webhook(secret).verify(test?.body ?? "", test?.headers as Record<string, string>);
    expect(event).toMatchObject({ type: "webhook.test" });
    await page.getByRole("button", { name: hooks.endpoint.log }).click();
    const log = page.getByRole("dialog", { name: hooks.log.title });
    await expect(log.getByText(hooks.statuses.delivered).first()).toBeVisible();
    await a11y.check(page, "webhook delivery log");
    await log.getByRole("button", { name: hooks.log.close }).first().click();
  });

  await test.step("the till gives a stamp with the key alone; the list says it was used, the webhook tells of it", async () => {
    const stamp = await stampWith(key);
    expect(stamp.status(), await stamp.text()).toBe(201);
    expect((await stamp.json()).instance.stamps).toBe(1);
    await page.reload();
    const row = keyRow(page, "Till at the counter");
    await expect(row).toContainText(fill(texts.apiKeys.lastUsed, { date: "" }).trim());
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const delivered = receiver.received[1];
    const event = new Webhook(secret).verify(
      delivered?.body ?? "",
      delivered?.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: "stamps.added" });
    expect(delivered?.body).not.toContain(customer.email);
  });

  await test.step("in Swedish on a phone the page reads in Swedish and fits", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await useLanguage(page, "sv-SE");
    await expectHeading(page, sv.settings.integrations.title);
    await expect(page.getByText(sv.settings.integrations.apiKeys.scopes.counter)).toBeVisible();
    await expectAllSwedish(page, a11y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await useLanguage(page, "en-US");
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("revoking the key refuses the till from its next request", async () => {
    await page.getByRole("button", { name: `${texts.apiKeys.revoke.button} Till at the counter` }).click();
    const confirm = page.getByRole("alertdialog", {
      name: fill(texts.apiKeys.revoke.title, { name: "Till at the counter" }),
    });
    await confirm.getByRole("button", { name: texts.apiKeys.revoke.confirm }).click();
    await expect(toast(page, texts.apiKeys.revoke.done.title)).toBeVisible();
    const row = keyRow(page, "Till at the counter");
    await expect(row).toContainText(texts.apiKeys.statuses.revoked);
    await expect(row.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
    const refused = await stampWith(key);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.code).toBe("API_KEY_INVALID");
  });

  await receiver.close();
  await till.dispose();
  await customerRequest.dispose();
});
