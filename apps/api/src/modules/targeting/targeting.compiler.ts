// TEMPORARY local stand-in until the targeting branch merges (never committed).
import type { TargetRules } from "@stampwise/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export async function buildTargetQuery(
  _db: Db,
  options: { organizationId: string; rules: TargetRules; now: Date; userIds?: string[] },
): Promise<SQL> {
  const only = options.userIds
    ? sql` and oc.user_id in (${sql.join(
        options.userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return sql`select oc.user_id from organization_customers oc where oc.organization_id = ${options.organizationId}${only}`;
}
