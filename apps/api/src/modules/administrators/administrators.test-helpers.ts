import type { InjectOptions } from "fastify";
import { loginAs, type TestApp } from "../../../test/test-app";

export const VALID_PHONE = "+46701234567";

/** An organization with its owner signed in, and a request helper that names the organization. */
export async function ownerSession(testApp: TestApp) {
  const owner = await testApp.factories.user({ role: "admin", firstName: "Olga", lastName: "Owner" });
  const organization = await testApp.factories.organization({ owner, name: "Kafé Kanel" });
  const cookie = await loginAs(testApp, owner);
  return { owner, organization, cookie, request: organizationRequest(testApp, organization.id, cookie) };
}

/** A signed-in plain admin of the organization. */
export async function adminSession(testApp: TestApp, organizationId: string) {
  const admin = await testApp.factories.user({ role: "admin", firstName: "Adam", lastName: "Admin" });
  await testApp.factories.addMember(organizationId, admin.id);
  const cookie = await loginAs(testApp, admin);
  return { admin, cookie, request: organizationRequest(testApp, organizationId, cookie) };
}

export function organizationRequest(testApp: TestApp, organizationId: string, cookie: string) {
  return (method: InjectOptions["method"], url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie, "x-organization-id": organizationId },
      ...(payload !== undefined && { payload: payload as InjectOptions["payload"] }),
    });
}

export function invitationInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ines",
    lastName: "Invited",
    email: `invited-${Math.random().toString(36).slice(2, 10)}@example.test`,
    phoneNumber: VALID_PHONE,
    role: "admin",
    ...overrides,
  };
}

/** The token of the newest invitation link mailed to an address. */
export async function invitationToken(testApp: TestApp, email: string): Promise<string> {
  const [message] = await testApp.mailer.listRecent(email);
  const link = message?.links.find((candidate) => candidate.includes("/invitation?"));
  const token = link && new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}
