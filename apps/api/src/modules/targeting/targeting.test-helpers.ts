import type { TargetCondition, TargetRules } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { TestApp } from "../../../test/test-app";
import { communicationsAdmin } from "../communications/communications.test-helpers";
import { postManualStamps } from "../stamp-cards/stamp-cards.test-helpers";

/** One condition in one group: the rules most tests need. */
export const only = (condition: TargetCondition, effectiveDate?: string): TargetRules => ({
  groups: [
    {
      match: "all",
      conditions: [{ ...condition, ...(effectiveDate ? { effectiveDate } : {}) } as TargetCondition],
    },
  ],
});

/** An admin of a fresh organization with a Coffee card, ways to stamp, and the preview. */
export async function targetingAdmin(testApp: TestApp) {
  const admin = await communicationsAdmin(testApp);
  const coffee = await admin.createCard({ name: "Coffee card" });

  const stamp = async (userId: string, delta: number, cardId: string = coffee.id) => {
    await postManualStamps(admin, { userId, cardId, delta });
  };

  /** The first names of the customers the rules select now (the preview's sample: up to five), sorted. */
  async function matching(rules: TargetRules): Promise<string[]> {
    const response = await admin.call("POST", "/target-group/preview", { rules });
    if (response.statusCode !== 200) throw new Error(`preview failed: ${response.body}`);
    return response
      .json()
      .sample.map((person: { firstName: string }) => person.firstName)
      .sort();
  }

  /** Moves every ledger row and activity of a customer to `at`, as if they happened then. */
  async function postedAt(userId: string, at: Date) {
    await testApp.db.execute(sql`update transactions set created_at = ${at.toISOString()}::timestamptz
      where instance_id in (select id from card_instances where user_id = ${userId} and organization_id = ${admin.organizationId})`);
    await testApp.db.execute(sql`update customer_activity set first_posting_at = ${at.toISOString()}::timestamptz,
      last_visit_at = ${at.toISOString()}::timestamptz
      where user_id = ${userId} and organization_id = ${admin.organizationId}`);
  }

  return { ...admin, coffee, stamp, matching, postedAt };
}
