import {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  type MembershipRole,
  type Organization,
  type PhoneCountry,
} from "@stampwise/contract";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { withStatementTimeout } from "../../db/statement-timeout";
import { AppError } from "../../lib/app-error";
import { countryOfPhoneNumber } from "../../lib/phone-numbers";
import { users } from "../accounts/users.table";
import { memberships, type OrganizationRow, organizations } from "./organizations.table";

export interface OrganizationChanges {
  name?: string;
  email?: string | null;
  phoneNumber?: string | null;
  country?: PhoneCountry;
  address?: string | null;
  mapLocation?: { latitude: number; longitude: number } | null;
  timeZone?: string;
}

/**
 * Creates an organization with its first member, on `tx`: run it in a transaction (the caller's,
 * or one opened for it), so an organization never exists without an owner.
 */
export async function createOrganizationWithMember(
  tx: Db,
  input: { name: string; userId: string; role?: MembershipRole; email?: string | null },
): Promise<OrganizationRow> {
  const [organization] = await tx
    .insert(organizations)
    .values({ name: input.name, email: input.email ?? null })
    .returning();
  if (!organization) throw new Error("insert returned no organization");
  await tx.insert(memberships).values({
    organizationId: organization.id,
    userId: input.userId,
    role: input.role ?? "owner",
  });
  return organization;
}

/**
 * Creates an organization owned by the account unless it owns `maxOwned` already: 409
 * ORGANIZATION_LIMIT_REACHED. The account's row is locked while counting, so requests at
 * once cannot each see room for one more. Opens its own transaction on `db`.
 */
export async function createOrganizationOwnedWithinLimit(
  db: Db,
  input: { name: string; userId: string; email?: string | null },
  maxOwned: number,
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [owned] = await tx
      .select({ total: count() })
      .from(memberships)
      .where(and(eq(memberships.userId, input.userId), eq(memberships.role, "owner")));
    if ((owned?.total ?? 0) >= maxOwned) {
      throw new AppError(
        409,
        "ORGANIZATION_LIMIT_REACHED",
        `An account can own at most ${maxOwned} organizations`,
      );
    }
    return createOrganizationWithMember(tx, { ...input, role: "owner" });
  });
}

/** The account's role in the organization, or undefined when it is not a member. */
export async function findMembershipRole(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<MembershipRole | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row?.role;
}

/**
 * Whether the database reads times in `timeZone`: insights and targeting compute local days
 * there, and its zone data may differ from Intl's. Asked alone, never inside a transaction,
 * since an unknown zone is an error that would end it.
 */
export async function databaseKnowsTimeZone(db: Db, timeZone: string): Promise<boolean> {
  try {
    await db.execute(sql`select now() at time zone ${timeZone}`);
    return true;
  } catch {
    return false;
  }
}

/** The organization with this id, if any. */
export async function findOrganization(db: Db, organizationId: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

/** `phoneCountryOf` the organization; Sweden for one that is gone (its requests fail anyway). */
export async function findPhoneCountry(db: Db, organizationId: string): Promise<PhoneCountry> {
  const [row] = await db
    .select({ country: organizations.country, phoneNumber: organizations.phoneNumber })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ? phoneCountryOf(row) : DEFAULT_PHONE_COUNTRY;
}

/**
 * Changes the organization's settings. A new time zone recounts the organization's insights from
 * its whole ledger (a trigger runs `insights_rebuild`): given `timeZoneChangeTimeoutMs`, that one
 * statement gets the heavy bound instead of the ordinary one.
 */
export async function updateOrganization(
  db: Db,
  organizationId: string,
  changes: OrganizationChanges,
  options: { timeZoneChangeTimeoutMs?: number } = {},
): Promise<OrganizationRow | undefined> {
  const { timeZoneChangeTimeoutMs } = options;
  if (changes.timeZone !== undefined && timeZoneChangeTimeoutMs) {
    return withStatementTimeout(db, timeZoneChangeTimeoutMs, (tx) => updateOn(tx, organizationId, changes));
  }
  return updateOn(db, organizationId, changes);
}

/** The organization's new settings, on `db` (a bounded transaction for a new time zone). */
async function updateOn(
  db: Db,
  organizationId: string,
  changes: OrganizationChanges,
): Promise<OrganizationRow | undefined> {
  const { mapLocation, ...columns } = changes;
  const [row] = await db
    .update(organizations)
    .set({
      ...columns,
      ...(mapLocation !== undefined && {
        latitude: mapLocation?.latitude ?? null,
        longitude: mapLocation?.longitude ?? null,
      }),
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

/**
 * How the organization reads a phone number typed without its country code: the country chosen in
 * settings, else the country of its own phone number, else Sweden.
 */
export function phoneCountryOf(row: Pick<OrganizationRow, "country" | "phoneNumber">): PhoneCountry {
  if (isPhoneCountry(row.country)) return row.country;
  return (row.phoneNumber && countryOfPhoneNumber(row.phoneNumber)) || DEFAULT_PHONE_COUNTRY;
}

export function toOrganizationDto(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    country: phoneCountryOf(row),
    address: row.address,
    mapLocation:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}
