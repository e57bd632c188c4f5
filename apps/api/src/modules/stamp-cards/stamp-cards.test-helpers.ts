import { randomUUID } from "node:crypto";
import type { TestApp } from "../../../test/test-app";
import { loginAs } from "../../../test/test-app";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An admin signed in with an organization, calling the API as that organization. */
export async function signedInAdmin(testApp: TestApp) {
  const admin = await testApp.factories.user({ role: "admin" });
  const organization = await testApp.factories.organization({ owner: admin });
  const cookie = await loginAs(testApp, admin);
  const call = (method: Method, url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie, "x-organization-id": organization.id, origin: "http://stampwise.test" },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  async function createCard(input: Record<string, unknown> = {}) {
    const response = await call("POST", "/loyalty-card", {
      name: "Coffee card",
      description: "Tenth coffee is on us",
      stampsRequired: 10,
      ...input,
    });
    if (response.statusCode !== 201) throw new Error(`card not created: ${response.body}`);
    return response.json();
  }
  async function createMilestone(stampCardId: string, input: Record<string, unknown> = {}) {
    const response = await call("POST", "/reward-milestone", { ...milestoneInput(stampCardId), ...input });
    if (response.statusCode !== 201) throw new Error(`milestone not created: ${response.body}`);
    return response.json();
  }
  /**
   * A customer account that joined this organization by its own act (the join code, an accepted
   * invitation): staff may give it cards, stamps and points. A bare account is nobody's customer.
   */
  async function customer(input: { firstName?: string; lastName?: string; email?: string } = {}) {
    const user = await testApp.factories.user({ role: "user", ...input });
    await testApp.factories.joinOrganization(organization.id, user.id);
    return user;
  }
  return { admin, organization, cookie, call, createCard, createMilestone, customer };
}

type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/** Gives a customer stamps (or takes them) by hand through POST /transaction; throws unless written. */
export async function postManualStamps(
  admin: Pick<SignedInAdmin, "call">,
  posting: { userId: string; cardId: string; delta: number },
) {
  const response = await admin.call("POST", "/transaction", {
    userId: posting.userId,
    loyaltyCardId: posting.cardId,
    delta: posting.delta,
    source: "manual",
    idempotencyKey: `key-${randomUUID()}`,
  });
  if (response.statusCode !== 201) throw new Error(`not stamped: ${response.body}`);
  return response.json();
}

export const milestoneInput = (stampCardId: string) => ({
  stampCardId,
  rewardName: "Free pastry",
  rewardDescription: "Any pastry from the counter",
  rewardType: "free_item",
  milestoneType: "stamps",
  stampsNeeded: 5,
  requirement: 5,
});
