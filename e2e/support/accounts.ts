import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { RECEIVED_MAIL_URL } from "./environment";
import { en } from "./ui";

export type Role = "admin" | "user";

export interface Account {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Admins only: the organization made at sign-up. */
  organizationName?: string;
}

/** A fresh address per call, so tests never share an account or meet a per-email limit. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 12)}@stampwise-e2e.test`;
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  createdAt: string;
}

/** What the mail server stand-in received for the address (support/smtp-server.ts), newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${RECEIVED_MAIL_URL}/messages`, { params: { to: email } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { messages: ReceivedMail[] }).messages;
}

/** From now on the mail server stand-in refuses mail to `email` (550), as for a missing mailbox. */
export async function bounceMailTo(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(`${RECEIVED_MAIL_URL}/bounces`, { params: { address: email } });
  expect(response.status()).toBe(204);
}

/** Waits for a mail to the address whose link matches, and returns that link. */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailsTo(request, email);
        link = messages.flatMap((message) => message.links).find((candidate) => pattern.test(candidate));
        return link;
      },
      // Mail goes out through the job queue to the SMTP stand-in: on a loaded machine a person may
      // wait half a minute for it, longer than the default ten seconds of a check.
      { message: `a mail to ${email} with a link like ${pattern}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The path and query of a mailed link, for page.goto against the test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function expectStatus(response: { status(): number; text(): Promise<string> }, status: number) {
  expect(response.status(), await response.text()).toBe(status);
}

/**
 * An account made the way a person makes one, through the real API: sign-up request, the link
 * from the mail, complete-signup. The cookie it gets stays in `request`, not in any page.
 */
export async function createAccount(
  request: APIRequestContext,
  role: Role,
  label: string = role,
): Promise<Account> {
  const suffix = randomUUID().slice(0, 6);
  const account: Account = {
    role,
    email: uniqueEmail(label),
    password: `secret-${randomUUID()}`,
    firstName: "Ebba",
    lastName: "Ekström",
    organizationName: role === "admin" ? `Café ${suffix}` : undefined,
  };
  await expectStatus(
    await request.post("/api/auth/signup", { data: { email: account.email, loginType: role } }),
    202,
  );
  const link = await mailedLink(request, account.email, /\/verify\?token=/);
  const token = new URL(link).searchParams.get("token");
  await expectStatus(
    await request.post("/api/auth/complete-signup", {
      data: {
        token,
        firstName: account.firstName,
        lastName: account.lastName,
        password: account.password,
        acceptTerms: true,
        ...(account.organizationName ? { organizationName: account.organizationName } : {}),
      },
    }),
    201,
  );
  return account;
}

/** Signs the page's browser context in (the session cookie lands in its cookie jar). */
export async function signIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password, loginType: account.role },
  });
  await expectStatus(response, 201);
}

/** Who signs up through the screens (`signUpOnScreen`). */
export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * A customer signs up the way a person does, from a sign-up page already open in `page`: the
 * email, the link from the mail opened in the same tab, then the verify form. Where the app goes
 * afterwards is for the caller to check.
 */
export async function signUpOnScreen(page: Page, person: Person): Promise<void> {
  const texts = { ...en.auth, ...en.authFlows, fields: { ...en.auth.fields, ...en.authFlows.fields } };
  await page.getByLabel(texts.fields.email).fill(person.email);
  await page.getByRole("button", { name: texts.signup.submit }).click();
  await expect(page.getByRole("heading", { name: texts.signup.sent.title })).toBeVisible();

  const link = await mailedLink(page.request, person.email, /\/app\/verify\?token=/);
  await page.goto(pathOf(link));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(texts.verify.title);
  await page.getByLabel(texts.fields.firstName).fill(person.firstName);
  await page.getByLabel(texts.fields.lastName).fill(person.lastName);
  await page.getByLabel(texts.fields.password, { exact: true }).fill(person.password);
  await page.getByLabel(texts.fields.confirmPassword).fill(person.password);
  await page.getByRole("checkbox", { name: /at least 18 years old/ }).check();
  await page.getByRole("button", { name: texts.verify.submit }).click();
}
