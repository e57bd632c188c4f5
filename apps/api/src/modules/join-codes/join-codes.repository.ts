import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loyaltyCards } from "../cards/cards.table";
import { loyaltyPrograms } from "../loyalty-program/loyalty-program.table";
import { organizations } from "../organizations/organizations.table";
import { organizationCustomers } from "../users/users-directory.table";
import { joinCodeInstances, joinCodes } from "./join-codes.table";

/** The welcome reward as stored, with its card's kind, name and whether it is still live. */
const welcomeColumns = {
  welcomeCardId: joinCodes.welcomeCardId,
  welcomeAmount: joinCodes.welcomeAmount,
  cardKind: loyaltyCards.kind,
  cardName: loyaltyCards.name,
  cardLive: sql<boolean>`${loyaltyCards.id} is not null and ${loyaltyCards.deletedAt} is null`,
  pointsName: loyaltyPrograms.pointsName,
  programActive: loyaltyPrograms.active,
};

/* Join code settings and shown instances; every function takes the caller's `db` or `tx`. */

export async function findJoinWelcome(db: Db, organizationId: string) {
  const [row] = await db
    .select(welcomeColumns)
    .from(joinCodes)
    .leftJoin(loyaltyCards, eq(loyaltyCards.id, joinCodes.welcomeCardId))
    .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.pointsCardId, joinCodes.welcomeCardId))
    .where(eq(joinCodes.organizationId, organizationId));
  return row;
}

export async function saveJoinWelcome(
  db: Db,
  organizationId: string,
  welcome: { cardId: string | null; amount: number },
) {
  const values = { welcomeCardId: welcome.cardId, welcomeAmount: welcome.amount, updatedAt: sql`now()` };
  await db
    .insert(joinCodes)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: joinCodes.organizationId, set: values });
}

export async function insertJoinCodeInstance(
  db: Db,
  organizationId: string,
  createdBy: string,
  ttlSeconds: number,
) {
  const [row] = await db
    .insert(joinCodeInstances)
    .values({
      organizationId,
      createdBy,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .returning();
  if (!row) throw new Error("join code instance not inserted");
  return row;
}

/** A shown code with its organization's name and whether it has expired. */
export async function findJoinCodeInstance(db: Db, instanceId: string) {
  const [row] = await db
    .select({
      instance: joinCodeInstances,
      organizationName: organizations.name,
      expired: sql<boolean>`${joinCodeInstances.expiresAt} <= now()`,
    })
    .from(joinCodeInstances)
    .innerJoin(organizations, eq(organizations.id, joinCodeInstances.organizationId))
    .where(eq(joinCodeInstances.id, instanceId));
  return row;
}

/** Single use: one conditional UPDATE, so of concurrent joins exactly one claims the code. */
export async function claimJoinCodeInstance(tx: Db, instanceId: string, userId: string) {
  const [row] = await tx
    .update(joinCodeInstances)
    .set({ redeemedAt: sql`now()`, redeemedByUserId: userId })
    .where(
      and(
        eq(joinCodeInstances.id, instanceId),
        isNull(joinCodeInstances.redeemedAt),
        gt(joinCodeInstances.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function isOrganizationCustomer(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationCustomers.userId })
    .from(organizationCustomers)
    .where(
      and(eq(organizationCustomers.organizationId, organizationId), eq(organizationCustomers.userId, userId)),
    );
  return row !== undefined;
}

/**
 * Makes the person a customer here; false when they already were (a concurrent join got there
 * first: on PostgreSQL the second insert waits for the first and then does nothing).
 */
export async function addJoiningCustomer(tx: Db, organizationId: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(organizationCustomers)
    .values({ organizationId, userId })
    .onConflictDoNothing()
    .returning({ userId: organizationCustomers.userId });
  return inserted.length > 0;
}

export type JoinWelcomeRow = NonNullable<Awaited<ReturnType<typeof findJoinWelcome>>>;
