import { DATA_EXPORT_LINK_DAYS } from "@stampwise/contract";
import { and, desc, eq, getTableColumns, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { type DataExportRow, dataExports } from "./data-rights.table";

/** How long a worker may take to build one file before another worker may take it over. */
const CLAIM_MINUTES = 10;

/** Serializes one person's export requests until the transaction ends (the day's count). */
export async function lockPersonsExports(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-exports:${userId}`}))`);
}

/** The person's exports asked for in the last 24 hours, newest first, without their files. */
export async function listTodaysExports(tx: Db, userId: string): Promise<Omit<DataExportRow, "file">[]> {
  const { file: _file, ...columns } = getTableColumns(dataExports);
  return tx
    .select(columns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, sql`now() - interval '1 day'`)))
    .orderBy(desc(dataExports.requestedAt));
}

/** A request: the person's own, or an owner's at `organizationId` for a customer who asked there. */
export async function insertDataExport(
  tx: Db,
  userId: string,
  startedBy?: { organizationId: string; requestedBy: string },
): Promise<DataExportRow> {
  const [row] = await tx
    .insert(dataExports)
    .values({ userId, ...(startedBy ?? {}) })
    .returning();
  if (!row) throw new Error("data export insert returned nothing");
  return row;
}

/** The person's newest export, without its file. */
export async function findLatestExport(
  db: Db,
  userId: string,
): Promise<Omit<DataExportRow, "file"> | undefined> {
  const { file: _file, ...columns } = getTableColumns(dataExports);
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/**
 * Takes up to `limit` exports waiting to be built, oldest first, for CLAIM_MINUTES: a second
 * worker skips them, and a worker that dies mid-build leaves them to be taken again later.
 */
export async function claimPreparingExports(db: Db, limit: number): Promise<DataExportRow[]> {
  return db
    .update(dataExports)
    .set({
      claimedUntil: sql`now() + make_interval(mins => ${CLAIM_MINUTES})`,
      attempts: sql`${dataExports.attempts} + 1`,
    })
    .where(
      inArray(
        dataExports.id,
        db
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(
            and(
              eq(dataExports.status, "preparing"),
              or(sql`${dataExports.claimedUntil} is null`, lt(dataExports.claimedUntil, sql`now()`)),
            ),
          )
          .orderBy(dataExports.requestedAt)
          .limit(limit)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
}

/** The built file and its link's token hash; the link works DATA_EXPORT_LINK_DAYS from now. */
export async function markExportReady(
  tx: Db,
  id: string,
  ready: { file: Buffer; tokenHash: string },
): Promise<DataExportRow | undefined> {
  const [row] = await tx
    .update(dataExports)
    .set({
      status: "ready",
      file: ready.file,
      fileBytes: ready.file.byteLength,
      tokenHash: ready.tokenHash,
      readyAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${DATA_EXPORT_LINK_DAYS})`,
      claimedUntil: null,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "preparing")))
    .returning();
  return row;
}

/** A build that failed: tried again by a later run, or given up after `maxAttempts`. */
export async function markExportAttemptFailed(db: Db, id: string, maxAttempts: number): Promise<void> {
  await db
    .update(dataExports)
    .set({
      status: sql`case when ${dataExports.attempts} >= ${maxAttempts} then 'failed' else 'preparing' end`,
      claimedUntil: sql`now() + interval '1 minute'`,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "preparing")));
}

/**
 * Hands the file over once: the export becomes `downloaded` and its file is dropped in the same
 * statement, so two downloads at once get it once. Undefined when the token names no ready,
 * unexpired export of this person.
 */
export async function takeExportFile(
  db: Db,
  userId: string,
  tokenHash: string,
): Promise<{ file: Buffer; readyAt: Date } | undefined> {
  const [row] = await queryRows<{ file: Buffer | Uint8Array; ready_at: Date | string }>(
    db,
    sql`with taken as (
          select id, file, ready_at from data_exports
          where token_hash = ${tokenHash} and user_id = ${userId} and status = 'ready' and expires_at > now()
          for update
        )
        update data_exports set status = 'downloaded', downloaded_at = now(), file = null
        from taken where data_exports.id = taken.id
        returning taken.file, taken.ready_at`,
  );
  if (!row) return undefined;
  return { file: Buffer.from(row.file), readyAt: new Date(row.ready_at) };
}

/** Why a token gave no file: the export it names for this person, if any. */
export async function findExportByToken(
  db: Db,
  userId: string,
  tokenHash: string,
): Promise<Pick<DataExportRow, "status" | "expiresAt"> | undefined> {
  const [row] = await db
    .select({ status: dataExports.status, expiresAt: dataExports.expiresAt })
    .from(dataExports)
    .where(and(eq(dataExports.tokenHash, tokenHash), eq(dataExports.userId, userId)));
  return row;
}

/** Files whose link ran out are dropped; the rows stay as the record of the request. */
export async function expireOldExports(db: Db): Promise<number> {
  const expired = await db
    .update(dataExports)
    .set({ status: "expired", file: null })
    .where(and(eq(dataExports.status, "ready"), lt(dataExports.expiresAt, sql`now()`)))
    .returning({ id: dataExports.id });
  return expired.length;
}

/**
 * The owners' log: the exports started at the organization, newest first, with the customer's
 * name and email only while they are still a customer here, and the owner who asked.
 */
export async function listOrganizationExports(
  db: Db,
  organizationId: string,
  limit: number,
): Promise<
  {
    id: string;
    status: DataExportRow["status"];
    requested_at: Date | string;
    ready_at: Date | string | null;
    downloaded_at: Date | string | null;
    user_id: string | null;
    customer_first_name: string | null;
    customer_last_name: string | null;
    customer_email: string | null;
    asker_first_name: string | null;
    asker_last_name: string | null;
  }[]
> {
  return queryRows(
    db,
    sql`select e.id, e.status, e.requested_at, e.ready_at, e.downloaded_at, e.user_id,
          person.first_name as customer_first_name, person.last_name as customer_last_name,
          person.email as customer_email,
          asker.first_name as asker_first_name, asker.last_name as asker_last_name
        from data_exports e
        left join organization_customers oc on oc.organization_id = e.organization_id and oc.user_id = e.user_id
        left join users person on person.id = oc.user_id
        left join users asker on asker.id = e.requested_by
        where e.organization_id = ${organizationId}
        order by e.requested_at desc, e.id desc
        limit ${limit}`,
  );
}
