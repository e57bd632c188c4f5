import { and, count, desc, eq, getTableColumns, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type UserRow, users } from "../accounts/users.table";
import { memberships } from "../organizations/organizations.table";
import { type ApiKeyRow, apiKeys } from "./api-keys.table";

/* API keys. Every function takes its handle first: callers pass their `tx`. */

export type NewApiKey = Pick<
  ApiKeyRow,
  "organizationId" | "name" | "scope" | "tokenHash" | "lastCharacters"
> & {
  createdBy: string;
};

/** A key as the Integrations page lists it: with its maker's name and whether they are still an owner. */
export type ListedApiKey = ApiKeyRow & { makerName: string | null; makerIsOwner: boolean };

/** A working key and the owner it acts for. */
export interface ResolvedApiKey {
  key: ApiKeyRow;
  maker: UserRow;
}

const makerName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const makerIsOwner = sql<boolean>`coalesce(${memberships.role} = 'owner', false)`;
const makersMembership = and(
  eq(memberships.organizationId, apiKeys.organizationId),
  eq(memberships.userId, apiKeys.createdBy),
);

export async function insertApiKey(tx: Db, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(key).returning();
  if (!row) throw new Error("api key insert returned nothing");
  return row;
}

/** Serializes the organization's key creations until the transaction ends (the limit's count). */
export async function lockOrganizationKeys(tx: Db, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${organizationId}`}))`);
}

export async function countApiKeys(tx: Db, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId));
  return row?.value ?? 0;
}

function selectListed(db: Db) {
  return db
    .select({ ...getTableColumns(apiKeys), makerName, makerIsOwner })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(memberships, makersMembership)
    .$dynamic();
}

/** The organization's keys, newest first. */
export function listApiKeys(db: Db, organizationId: string): Promise<ListedApiKey[]> {
  return selectListed(db).where(eq(apiKeys.organizationId, organizationId)).orderBy(desc(apiKeys.createdAt));
}

export async function findListedApiKey(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ListedApiKey | undefined> {
  const [row] = await selectListed(db).where(
    and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id)),
  );
  return row;
}

/** Revokes a live key of the organization; false when there is none by that id (or it was revoked). */
export async function revokeApiKey(tx: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * The key with this hash when it works: not revoked, and its maker still an owner of its
 * organization (a member who leaves or is made an admin takes the keys they made with them).
 */
export async function findWorkingApiKey(db: Db, tokenHash: string): Promise<ResolvedApiKey | undefined> {
  const [row] = await db
    .select({ key: getTableColumns(apiKeys), maker: getTableColumns(users) })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(memberships, makersMembership)
    .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt), eq(memberships.role, "owner")));
  return row;
}

/** Notes a key's use, at most once a minute: a busy till does not write the row on every request. */
export async function noteApiKeyUse(db: Db, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
