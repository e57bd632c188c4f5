import type { TargetGroup, TargetPreview, TargetRules } from "@stampwise/contract";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { type TargetGroupRow, targetGroups } from "../communications/communications.table";
import { loyaltyLevels } from "../loyalty-program/loyalty-program.table";
import { loyaltyCards } from "../stamp-cards/stamp-cards.table";
import { buildTargetQuery } from "./targeting.compiler";

const SAMPLE_SIZE = 5;

interface Sample {
  userId: string;
  firstName: string;
  lastName: string;
}

export function createTargetingRepository(deps: { db: Db }) {
  const { db } = deps;
  return {
    async insert(organizationId: string, values: { name: string; rules: TargetRules }): Promise<TargetGroup> {
      const [row] = await db
        .insert(targetGroups)
        .values({ organizationId, ...values })
        .returning();
      if (!row) throw new Error("target group not inserted");
      return toTargetGroupDto(row);
    },

    async find(organizationId: string, id: string): Promise<TargetGroup | undefined> {
      const [row] = await db
        .select()
        .from(targetGroups)
        .where(and(eq(targetGroups.organizationId, organizationId), eq(targetGroups.id, id)));
      return row && toTargetGroupDto(row);
    },

    async list(organizationId: string): Promise<TargetGroup[]> {
      const rows = await db
        .select()
        .from(targetGroups)
        .where(eq(targetGroups.organizationId, organizationId))
        .orderBy(desc(targetGroups.updatedAt), desc(targetGroups.id));
      return rows.map(toTargetGroupDto);
    },

    async update(
      organizationId: string,
      id: string,
      set: { name?: string; rules?: TargetRules },
    ): Promise<TargetGroup | undefined> {
      const [row] = await db
        .update(targetGroups)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(targetGroups.organizationId, organizationId), eq(targetGroups.id, id)))
        .returning();
      return row && toTargetGroupDto(row);
    },

    /** Of these ids, the organization's live stamp cards. */
    async stampCardIds(organizationId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: loyaltyCards.id })
        .from(loyaltyCards)
        .where(
          and(
            eq(loyaltyCards.organizationId, organizationId),
            eq(loyaltyCards.kind, "stamp"),
            isNull(loyaltyCards.deletedAt),
            inArray(loyaltyCards.id, ids),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Of these ids, the organization's levels. */
    async levelIds(organizationId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: loyaltyLevels.id })
        .from(loyaltyLevels)
        .where(and(eq(loyaltyLevels.organizationId, organizationId), inArray(loyaltyLevels.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** How many customers the rules select now, of how many, and five of them by name. */
    async preview(organizationId: string, rules: TargetRules, now: Date): Promise<TargetPreview> {
      const matched = await buildTargetQuery(db, { organizationId, rules, now });
      // One statement, the rules evaluated once: the count, the total, and the first five by name
      // (the directory's lower-cased sort keys, so only five people are read).
      const [counted] = await queryRows<{ count: number; total: number; sample: Sample[] | string | null }>(
        db,
        sql`with matched as materialized (${matched})
          select (select count(*)::int from matched) as count,
            (select count(*)::int from organization_customers where organization_id = ${organizationId}) as total,
            (select json_agg(json_build_object('userId', person.id, 'firstName', person.first_name,
                'lastName', person.last_name) order by first.last_name_key, first.first_name_key, first.user_id)
              from (select customer.user_id, customer.last_name_key, customer.first_name_key
                from matched join organization_customers customer
                  on customer.organization_id = ${organizationId} and customer.user_id = matched.user_id
                order by customer.last_name_key, customer.first_name_key, customer.user_id
                limit ${SAMPLE_SIZE}) first
              join users person on person.id = first.user_id) as sample`,
      );
      const sample =
        typeof counted?.sample === "string" ? JSON.parse(counted.sample) : (counted?.sample ?? []);
      return {
        count: counted?.count ?? 0,
        totalCustomers: counted?.total ?? 0,
        sample,
      };
    },
  };
}

export type TargetingRepository = ReturnType<typeof createTargetingRepository>;

function toTargetGroupDto(row: TargetGroupRow): TargetGroup {
  return {
    id: row.id,
    name: row.name,
    rules: row.rules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
