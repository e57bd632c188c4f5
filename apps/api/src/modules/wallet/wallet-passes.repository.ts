import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import {
  type Wallet,
  type WalletPassRow,
  walletPassEvents,
  walletPasses,
  walletRegistrations,
} from "./wallet.table";

/** The pass of a card in a wallet, made on first ask; the same row every time after. */
export async function findOrCreatePass(
  db: Db,
  card: {
    organizationId: string;
    instanceId: string;
    userId: string;
    wallet: Wallet;
    language: "en-US" | "sv-SE";
  },
): Promise<WalletPassRow> {
  await db.insert(walletPasses).values(card).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.instanceId, card.instanceId), eq(walletPasses.wallet, card.wallet)));
  if (!row) throw new Error("wallet pass vanished after its insert");
  return row;
}

export async function findPass(db: Db, passId: string): Promise<WalletPassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.id, passId));
  return row;
}

/** Locks a pass while its devices change (the per-pass device cap counts under it). */
export async function lockPass(db: Db, passId: string): Promise<WalletPassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.id, passId)).for("update");
  return row;
}

export async function countDevices(db: Db, passId: string): Promise<number> {
  const [row] = await queryRows<{ devices: number }>(
    db,
    sql`select count(*)::int as devices from wallet_registrations where pass_id = ${passId}`,
  );
  return row?.devices ?? 0;
}

/** Registers a device for a pass's pushes; answers whether it was new (Apple: 201, else 200). */
export async function upsertRegistration(
  db: Db,
  registration: { passId: string; deviceId: string; pushToken: string },
): Promise<"created" | "updated"> {
  const [row] = await queryRows<{ created: boolean }>(
    db,
    sql`insert into wallet_registrations (pass_id, device_id, push_token)
      values (${registration.passId}, ${registration.deviceId}, ${registration.pushToken})
      on conflict (pass_id, device_id) do update set push_token = excluded.push_token
      returning (xmax = 0) as created`,
  );
  return row?.created ? "created" : "updated";
}

export async function isRegistered(db: Db, passId: string, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ passId: walletRegistrations.passId })
    .from(walletRegistrations)
    .where(and(eq(walletRegistrations.passId, passId), eq(walletRegistrations.deviceId, deviceId)));
  return row !== undefined;
}

export async function deleteRegistration(db: Db, passId: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .delete(walletRegistrations)
    .where(and(eq(walletRegistrations.passId, passId), eq(walletRegistrations.deviceId, deviceId)))
    .returning({ passId: walletRegistrations.passId });
  return rows.length > 0;
}

/**
 * The passes a device holds that changed at or after `since` less a margin: a posting's
 * transaction stamps its pass with its own start time and may commit after a device asked, so
 * without the margin that change could fall before the tag the device was given. A pass listed
 * again costs the device one fetch answered 304.
 */
export async function passesUpdatedSince(
  db: Db,
  deviceId: string,
  since: Date | undefined,
  marginSeconds: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const changed = since
    ? sql`and p.updated_at >= ${since.toISOString()}::timestamptz - make_interval(secs => ${marginSeconds})`
    : sql``;
  const rows = await queryRows<{ id: string; updated_at: string | Date }>(
    db,
    sql`select p.id, p.updated_at from wallet_registrations r join wallet_passes p on p.id = r.pass_id
      where r.device_id = ${deviceId} ${changed} order by p.updated_at limit 500`,
  );
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
}

/** The wallets' names as an SQL list, for `wallet in (…)`. */
const walletList = (wallets: readonly Wallet[]) =>
  sql.join(
    wallets.map((wallet) => sql`${wallet}`),
    sql`, `,
  );

/**
 * Claims the passes of these wallets due for an update that were not updated in the last
 * `gapSeconds` (a burst of postings on one card sends one update now and at most one more after
 * the gap), clearing their due mark. SKIP LOCKED: workers claim apart. A wallet this server does
 * not offer keeps its passes' marks for when it is offered again.
 */
export async function claimDuePasses(
  db: Db,
  wallets: readonly Wallet[],
  limit: number,
  gapSeconds: number,
): Promise<{ id: string; wallet: Wallet }[]> {
  if (wallets.length === 0) return [];
  return queryRows<{ id: string; wallet: Wallet }>(
    db,
    sql`with due as (
        select id from wallet_passes
        where push_due_at is not null and push_due_at <= now() and wallet in (${walletList(wallets)})
          and (last_pushed_at is null or last_pushed_at <= now() - make_interval(secs => ${gapSeconds}))
        order by push_due_at limit ${limit} for update skip locked)
      update wallet_passes p set push_due_at = null, last_pushed_at = now()
      from due where p.id = due.id returning p.id, p.wallet`,
  );
}

/** The devices' push tokens of these passes (Apple's; a Google pass has none). */
export async function pushTokensOf(
  db: Db,
  passIds: string[],
): Promise<{ passId: string; pushToken: string }[]> {
  if (passIds.length === 0) return [];
  return db
    .select({ passId: walletRegistrations.passId, pushToken: walletRegistrations.pushToken })
    .from(walletRegistrations)
    .where(inArray(walletRegistrations.passId, passIds));
}

export async function findPasses(db: Db, passIds: string[]): Promise<WalletPassRow[]> {
  if (passIds.length === 0) return [];
  return db.select().from(walletPasses).where(inArray(walletPasses.id, passIds));
}

/**
 * When the earliest pass of these wallets still due may be updated (its gap ends); undefined
 * when none is due.
 */
export async function nextPushAt(
  db: Db,
  wallets: readonly Wallet[],
  gapSeconds: number,
): Promise<Date | undefined> {
  if (wallets.length === 0) return undefined;
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(greatest(push_due_at, coalesce(last_pushed_at, push_due_at) + make_interval(secs => ${gapSeconds}))) as at
      from wallet_passes where push_due_at is not null and wallet in (${walletList(wallets)})`,
  );
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * Forgets the devices APNs said no longer take pushes (the pass was removed, the app deleted);
 * answers the organization of each registration that went, for the removals insights count.
 */
export async function deleteRegistrationsByToken(db: Db, pushTokens: string[]): Promise<string[]> {
  if (pushTokens.length === 0) return [];
  const rows = await queryRows<{ organization_id: string }>(
    db,
    sql`delete from wallet_registrations r using wallet_passes p
      where p.id = r.pass_id and r.push_token in (${sql.join(
        pushTokens.map((token) => sql`${token}`),
        sql`, `,
      )})
      returning p.organization_id`,
  );
  return rows.map((row) => row.organization_id);
}

/** A push or update that failed is tried again a minute later (the cron's run picks it up). */
export async function markDueAgain(db: Db, passIds: string[]): Promise<void> {
  if (passIds.length === 0) return;
  await db
    .update(walletPasses)
    .set({ pushDueAt: sql`coalesce(${walletPasses.pushDueAt}, now() + interval '1 minute')` })
    .where(inArray(walletPasses.id, passIds));
}

export async function recordPassEvent(
  db: Db,
  event: { organizationId: string; wallet: Wallet; kind: "added" | "removed" },
): Promise<void> {
  await db.insert(walletPassEvents).values(event);
}

/** The wallets that hold at least one of a customer's passes at an organization (a device registered). */
export async function walletsHolding(db: Db, organizationId: string, userId: string): Promise<Wallet[]> {
  const rows = await queryRows<{ wallet: Wallet }>(
    db,
    sql`select distinct p.wallet from wallet_passes p
      where p.organization_id = ${organizationId} and p.user_id = ${userId} and p.ended_at is null
        and exists (select 1 from wallet_registrations r where r.pass_id = p.id)`,
  );
  return rows.map((row) => row.wallet);
}

/** Passes added to and removed from wallets on the organization's calendar days `from`–`to`. */
export async function countPassEvents(
  db: Db,
  organization: { id: string; timeZone: string },
  range: { from: string; to: string },
): Promise<{ added: number; removed: number }> {
  const [row] = await queryRows<{ added: number; removed: number }>(
    db,
    sql`select count(*) filter (where kind = 'added')::int as added,
        count(*) filter (where kind = 'removed')::int as removed
      from wallet_pass_events
      where organization_id = ${organization.id}
        and at >= (${range.from}::date)::timestamp at time zone ${organization.timeZone}
        and at < (${range.to}::date + 1)::timestamp at time zone ${organization.timeZone}`,
  );
  return { added: row?.added ?? 0, removed: row?.removed ?? 0 };
}
