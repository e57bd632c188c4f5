/**
 * The raw ceiling the counter flow is compared with: `POST /api/bench/insert`, registered by the
 * bench only (never in the product). It goes through the same stack as a product admin route —
 * origin check, session lookup, organization guard, zod body and response — and then stores one
 * row with one INSERT, so whatever the counter flow costs beyond it is its own work.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AppInstance } from "../../apps/api/src/app-types";
import type { Config } from "../../apps/api/src/config";
import type { Db } from "../../apps/api/src/db/client";
import { createAuthentication } from "../../apps/api/src/plugins/authentication";
import { createTenancyGuard, currentOrganizationId } from "../../apps/api/src/plugins/tenancy";

export const CEILING_PATH = "/api/bench/insert";
/**
 * The counter pair's shape with none of its work: two requests through the same guards, the first
 * sending two statements after its session lookup (as the identify reads the profile and records
 * the view), the second four (as the stamp: BEGIN, the locking read, the write, COMMIT). Eight
 * statements, as the pair sends, each as small as a statement gets. Its CPU is the floor the pair's
 * own work sits on (bench/README.md, counter).
 */
export const SHAPE_FIRST_PATH = "/api/bench/shape/first";
export const SHAPE_SECOND_PATH = "/api/bench/shape/second";
/** The note of the shape's rows, so the ceiling's count leaves them out. */
const SHAPE_NOTE = "pair shape";

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
  const guarded = {
    preHandler: [authentication.requireUser, requireOrganization],
    schema: { body: CeilingBodySchema, response: { 201: z.object({ id: z.uuid() }) } },
  };
  const insertShapeRow = (tx: Db, organizationId: string) =>
    tx
      .insert(benchInserts)
      .values({ organizationId, note: SHAPE_NOTE, amount: 1 })
      .returning({ id: benchInserts.id });
  app.post(SHAPE_FIRST_PATH, guarded, async (request, reply) => {
    const organizationId = currentOrganizationId(request);
    await db
      .select({ id: benchInserts.id })
      .from(benchInserts)
      .where(eq(benchInserts.organizationId, organizationId))
      .limit(1);
    const [row] = await insertShapeRow(db, organizationId);
    if (!row) throw new Error("bench row not inserted");
    return reply.code(201).send(row);
  });
  app.post(SHAPE_SECOND_PATH, guarded, async (request, reply) => {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await insertShapeRow(tx, currentOrganizationId(request));
      if (!inserted) throw new Error("bench row not inserted");
      await tx
        .update(benchInserts)
        .set({ amount: sql`${benchInserts.amount} + 1` })
        .where(eq(benchInserts.id, inserted.id));
      return inserted;
    });
    return reply.code(201).send(row);
  });
}

export async function countCeilingRows(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(benchInserts)
    .where(and(eq(benchInserts.organizationId, organizationId), ne(benchInserts.note, SHAPE_NOTE)));
  return row?.value ?? 0;
}
