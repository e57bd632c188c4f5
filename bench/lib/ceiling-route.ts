/**
 * The raw ceiling the counter flow is compared with: `POST /api/bench/insert`, registered by the
 * bench only (never in the product). It goes through the same stack as a product admin route —
 * origin check, session lookup, organization guard, zod body and response — and then stores one
 * row with one INSERT, so whatever the counter flow costs beyond it is its own work.
 */
import { count, eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AppInstance } from "../../apps/api/src/app-types";
import type { Config } from "../../apps/api/src/config";
import type { Db } from "../../apps/api/src/db/client";
import { createAuthentication } from "../../apps/api/src/plugins/authentication";
import { createTenancyGuard, currentOrganizationId } from "../../apps/api/src/plugins/tenancy";

export const CEILING_PATH = "/api/bench/insert";

export const benchInserts = pgTable("bench_inserts", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  note: text("note").notNull(),
  amount: integer("amount").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const CeilingBodySchema = z.object({
  note: z.string().trim().min(1).max(200),
  amount: z.int().min(1).max(25),
});

/** The bench table: created by the bench in its own database, like the product's tables are. */
export async function createCeilingTable(db: Db): Promise<void> {
  await db.execute(sql`
    create table if not exists bench_inserts (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      note text not null,
      amount integer not null,
      created_at timestamptz not null default now()
    )`);
}

/** The guards are built from the same factories and config as the product's (apps/api/src/app.ts). */
export function registerCeilingRoute(app: AppInstance, config: Config, db: Db): void {
  const authentication = createAuthentication({
    db,
    sessions: { secret: config.SESSION_SECRET, ttlDays: config.SESSION_TTL_DAYS },
    secureCookies: config.PUBLIC_URL.startsWith("https:"),
  });
  const requireOrganization = createTenancyGuard({ db });
  app.post(
    CEILING_PATH,
    {
      preHandler: [authentication.requireUser, requireOrganization],
      schema: { body: CeilingBodySchema, response: { 201: z.object({ id: z.uuid() }) } },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(benchInserts)
        .values({ organizationId: currentOrganizationId(request), ...request.body })
        .returning({ id: benchInserts.id });
      if (!row) throw new Error("bench row not inserted");
      return reply.code(201).send(row);
    },
  );
}

export async function countCeilingRows(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(benchInserts)
    .where(eq(benchInserts.organizationId, organizationId));
  return row?.value ?? 0;
}
