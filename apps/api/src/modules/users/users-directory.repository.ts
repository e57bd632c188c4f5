import { type CustomerSummary, USER_SEARCH_RESULTS_LIMIT, type UsersSortField } from "@stampwise/contract";
import { and, asc, desc, eq, inArray, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { users } from "../accounts/users.table";
import { type CustomerQuery, exactPhoneNumbers } from "./customer-query";
import { organizationCustomers as customers } from "./users-directory.table";

/** A LIKE pattern finding `text` anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Full name (so first or last name too), email or phone contains the query, case-insensitively: a
 * LIKE on the lower-cased search text, which the trigram index answers (one index scan per form).
 * A phone-like query also matches in the forms it takes in E.164 (070-111 → +4670111).
 */
function matchesQuery(query: CustomerQuery): SQL | undefined {
  // chr(1) separates the fields of search_text: a query must not carry it (or any control character).
  const needles = [query.text.toLowerCase(), ...query.phoneForms].map((needle) =>
    needle.replace(/\p{Cc}/gu, ""),
  );
  return or(
    ...[...new Set(needles)].map((candidate) => like(customers.searchText, containsPattern(candidate))),
  );
}

/**
 * Best matches first: exact email or phone, then a name equal to q (full, first or last), a name
 * word starting with q, an email or phone starting with q, and the rest. Computed from the search
 * text (its first field is the lower-cased full name) because it runs on every match.
 */
function searchRank(query: CustomerQuery): SQL {
  const needle = escapeLike(query.text.toLowerCase());
  const name = sql`split_part(${customers.searchText}, chr(1), 1)`;
  const phones = sql.join(
    exactPhoneNumbers(query).map((phone) => sql`${phone}`),
    sql`, `,
  );
  return sql`case
    when ${customers.email} = ${query.text.toLowerCase()} or ${customers.phoneNumber} in (${phones}) then 0
    when ${name} like ${needle} or ${name} like ${`${needle} %`} or ${name} like ${`% ${needle}`} then 1
    when ${name} like ${`${needle}%`} or ${name} like ${`% ${needle}%`} then 2
    when ${customers.searchText} like ${`%\u0001${needle}%`} then 3
    else 4 end`;
}

/** The sort keys of the users table, each backed by an index and ending in user_id so pages never overlap. */
const SORT_KEYS: Record<UsersSortField, AnyPgColumn> = {
  firstName: customers.firstNameKey,
  lastName: customers.lastNameKey,
  email: customers.email,
  phoneNumber: customers.phoneNumber,
  memberSince: customers.memberSince,
};

/** The person's columns of a CustomerSummary (memberSince comes from organization_customers). */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  pictureUrl: users.pictureUrl,
};

type SummaryRow = Omit<CustomerSummary, "memberSince"> & { memberSince: Date | null };

export function toCustomerSummary(row: SummaryRow): CustomerSummary {
  return { ...row, memberSince: row.memberSince?.toISOString() ?? null };
}

export interface UsersPageRequest {
  q?: CustomerQuery;
  sort: UsersSortField;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

/** How many customers one export batch reads: the CSV streams batch by batch. */
export const EXPORT_BATCH_SIZE = 1000;

interface PickedCustomer {
  userId: string;
  memberSince: Date;
}

/** A page is picked by user_id alone, so sorted pages are index-only scans of their sort index. */
const pickedId = { userId: customers.userId };
const picked = { userId: customers.userId, memberSince: customers.memberSince };

/*
 * The organization's customers: search, the paged users table, export batches and who may be
 * seen at all. Customers are the people with a row in organization_customers (only role-'user'
 * accounts get cards). Each list first picks the page from organization_customers alone (filter,
 * sort, offset on its indexes), then reads those few people from users. Every function takes the
 * handle first.
 */

const customersOf = (organizationId: string, ...conditions: (SQL | undefined)[]) =>
  and(eq(customers.organizationId, organizationId), ...conditions);

/** The customers among `userIds`, in that order, read from users (the page is picked already). */
async function summaries(db: Db, organizationId: string, userIds: string[]): Promise<CustomerSummary[]> {
  if (userIds.length === 0) return [];
  const people = await db
    .select({ ...personColumns, memberSince: customers.memberSince })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(customersOf(organizationId, inArray(customers.userId, userIds)));
  const byId = new Map(people.map((person) => [person.id, person]));
  return userIds.flatMap((id) => {
    const person = byId.get(id);
    return person ? [toCustomerSummary(person)] : [];
  });
}

const idsOf = (rows: { userId: string }[]) => rows.map((row) => row.userId);

/** The customers matching the query, best matches first. */
export async function searchCustomers(
  db: Db,
  organizationId: string,
  query: CustomerQuery,
): Promise<CustomerSummary[]> {
  const rows = await db
    .select(pickedId)
    .from(customers)
    .where(customersOf(organizationId, matchesQuery(query)))
    .orderBy(searchRank(query), customers.lastNameKey, customers.firstNameKey, customers.userId)
    .limit(USER_SEARCH_RESULTS_LIMIT);
  return summaries(db, organizationId, idsOf(rows));
}

/** Role-'user' accounts whose email or phone is exactly the query, customers here or not. */
export async function findExactPeople(
  db: Db,
  organizationId: string,
  query: CustomerQuery,
): Promise<CustomerSummary[]> {
  const rows = await db
    .select({ ...personColumns, memberSince: customers.memberSince })
    .from(users)
    .leftJoin(customers, and(eq(customers.userId, users.id), eq(customers.organizationId, organizationId)))
    .where(
      and(
        eq(users.role, "user"),
        or(eq(users.email, query.text.toLowerCase()), inArray(users.phoneNumber, exactPhoneNumbers(query))),
      ),
    )
    .orderBy(users.email)
    .limit(USER_SEARCH_RESULTS_LIMIT);
  return rows.map(toCustomerSummary);
}

/** One page of the users table, sorted and filtered, with the total of matches. */
export async function customersPage(db: Db, organizationId: string, request: UsersPageRequest) {
  const where = customersOf(organizationId, request.q ? matchesQuery(request.q) : undefined);
  const direction = request.order === "asc" ? asc : desc;
  const key = SORT_KEYS[request.sort];
  // Matches of a name filter cluster in name order (all "lind…" sit together), which the
  // planner cannot know: walking the name index hoping for 20 early matches read half the
  // table at 100k customers. `key || ''` (the same order) makes it sort the matches instead.
  const sortKey = request.q && request.sort !== "memberSince" ? sql`(${key} || '')` : key;
  const [rows, counted] = await Promise.all([
    db
      .select(pickedId)
      .from(customers)
      .where(where)
      .orderBy(direction(sortKey), direction(customers.userId))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { users: await summaries(db, organizationId, idsOf(rows)), total: counted[0]?.total ?? 0 };
}

/** The customers among `ids`, by last name. */
export async function customersByIds(
  db: Db,
  organizationId: string,
  ids: string[],
): Promise<CustomerSummary[]> {
  const rows = await db
    .select(pickedId)
    .from(customers)
    .where(customersOf(organizationId, inArray(customers.userId, ids)))
    .orderBy(customers.lastNameKey, customers.firstNameKey, customers.userId);
  return summaries(db, organizationId, idsOf(rows));
}

/**
 * One batch of the customers matching `q`, newest members first, after `cursor` (the last row
 * of the previous batch): keyset paging keeps every batch as cheap as the first.
 */
export async function customersExportBatch(
  db: Db,
  organizationId: string,
  q: CustomerQuery | undefined,
  cursor?: PickedCustomer,
) {
  const after = cursor
    ? or(
        lt(customers.memberSince, cursor.memberSince),
        and(eq(customers.memberSince, cursor.memberSince), lt(customers.userId, cursor.userId)),
      )
    : undefined;
  const rows = await db
    .select(picked)
    .from(customers)
    .where(customersOf(organizationId, q ? matchesQuery(q) : undefined, after))
    .orderBy(desc(customers.memberSince), desc(customers.userId))
    .limit(EXPORT_BATCH_SIZE);
  return {
    rows: await summaries(db, organizationId, idsOf(rows)),
    cursor: rows.at(-1),
    full: rows.length === EXPORT_BATCH_SIZE,
  };
}

/** A role-'user' account and, when they are a customer here, since when. */
export async function findPerson(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select({ ...personColumns, memberSince: customers.memberSince })
    .from(users)
    .leftJoin(customers, and(eq(customers.userId, users.id), eq(customers.organizationId, organizationId)))
    .where(and(eq(users.id, userId), eq(users.role, "user")));
  return row;
}
