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

/** How long a claimed pass is held by the worker updating it: one that dies leaves it to others after. */
const CLAIM_LEASE_SECONDS = 60;

/**
 * Claims the passes of a wallet due for an update that were not updated in the last `gapSeconds`
 * (a burst of postings on one card sends one update now and at most one more after the gap). A
 * claim holds the pass for CLAIM_LEASE_SECONDS (its due mark moved there), so a worker that dies
 * mid-update leaves it to the next run after that, not to the next posting; `finishUpdates` settles
 * it. SKIP LOCKED: workers claim apart. The oldest due first, at most `perOrganization` of one
 * organization's passes a run, so a business's burst does not hold others' updates back.
 */
export async function claimDuePasses(
  db: Db,
  wallet: Wallet,
  limits: { passes: number; perOrganization: number; gapSeconds: number },
): Promise<{ id: string; version: number }[]> {
  return queryRows<{ id: string; version: number }>(
    db,
    sql`with ranked as (
        select id, push_due_at,
          row_number() over (partition by organization_id order by push_due_at) as place
        from wallet_passes
        where push_due_at is not null and push_due_at <= now() and wallet = ${wallet}
          and (last_pushed_at is null or last_pushed_at <= now() - make_interval(secs => ${limits.gapSeconds}))),
      due as (
        select p.id from wallet_passes p join ranked on ranked.id = p.id
        where ranked.place <= ${limits.perOrganization}
        order by ranked.push_due_at limit ${limits.passes} for update of p skip locked)
      update wallet_passes p
        set push_due_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}), last_pushed_at = now()
      from due where p.id = due.id returning p.id, p.version`,
  );
}

/**
 * Settles claimed passes: done ones lose their due mark unless their card changed while they were
 * being updated (then they are due again, after their gap); failed ones are tried a minute later.
 */
export async function finishUpdates(
  db: Db,
  done: { id: string; version: number }[],
  failed: string[],
): Promise<void> {
  if (done.length > 0) {
    const rows = sql.join(
      done.map((pass) => sql`(${pass.id}::uuid, ${pass.version}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update wallet_passes p
        set push_due_at = case when p.version = claimed.version then null else now() end
      from (values ${rows}) as claimed (id, version) where p.id = claimed.id`);
  }
  if (failed.length > 0) {
    await db
      .update(walletPasses)
      .set({ pushDueAt: sql`now() + interval '1 minute'` })
      .where(inArray(walletPasses.id, failed));
  }
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
 * When the earliest pass of a wallet still due may be updated (its gap ends); undefined when none
 * is due.
 */
export async function nextPushAt(db: Db, wallet: Wallet, gapSeconds: number): Promise<Date | undefined> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(greatest(push_due_at, coalesce(last_pushed_at, push_due_at) + make_interval(secs => ${gapSeconds}))) as at
      from wallet_passes where push_due_at is not null and wallet = ${wallet}`,
  );
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * Forgets the devices APNs said no longer take pushes (the pass was removed, the app deleted);
 * a pass no device holds any more counts as removed from its wallet (insights).
 */
export async function forgetDevicesOfTokens(db: Db, pushTokens: string[]): Promise<void> {
  if (pushTokens.length === 0) return;
  const gone = await db
    .delete(walletRegistrations)
    .where(inArray(walletRegistrations.pushToken, pushTokens))
    .returning({ passId: walletRegistrations.passId });
  if (gone.length === 0) return;
  const passIds = [...new Set(gone.map((row) => row.passId))];
  await db.execute(sql`
    insert into wallet_pass_events (organization_id, wallet, kind)
    select p.organization_id, p.wallet, 'removed' from wallet_passes p
    where p.id in (${sql.join(
      passIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and not exists (select 1 from wallet_registrations r where r.pass_id = p.id)`);
}

/** How many passes of this server a device has registered for. */
export async function countPassesOfDevice(db: Db, deviceId: string): Promise<number> {
  const [row] = await queryRows<{ passes: number }>(
    db,
    sql`select count(*)::int as passes from wallet_registrations where device_id = ${deviceId}`,
  );
  return row?.passes ?? 0;
}

export async function recordPassEvent(
  db: Db,
  event: { organizationId: string; wallet: Wallet; kind: "added" | "removed" },
): Promise<void> {
  await db.insert(walletPassEvents).values(event);
}

/**
 * A save or delete Google told of, for the pass it names: recorded once per callback nonce (Google
 * may send one twice). Answers false when the pass is not this server's or the nonce was seen.
 */
export async function recordGoogleCallbackEvent(
  db: Db,
  event: { passId: string; kind: "added" | "removed"; nonce: string },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into wallet_pass_events (organization_id, wallet, kind, google_nonce)
      select p.organization_id, 'google', ${event.kind}, ${event.nonce}
      from wallet_passes p where p.id = ${event.passId} and p.wallet = 'google'
      on conflict (google_nonce) where google_nonce is not null do nothing
      returning id`,
  );
  return rows.length > 0;
}

/** The wallets that hold at least one of a customer's passes at an organization (a device registered). */
export async function walletsHolding(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<{ wallet: Wallet; cards: number }[]> {
  return queryRows<{ wallet: Wallet; cards: number }>(
    db,
    sql`select p.wallet, count(*)::int as cards from wallet_passes p
      where p.organization_id = ${organizationId} and p.user_id = ${userId} and p.ended_at is null
        and exists (select 1 from wallet_registrations r where r.pass_id = p.id)
      group by p.wallet order by p.wallet`,
  );
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
