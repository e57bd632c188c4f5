import { z } from "zod";
import { CardInstanceSchema, RewardSchema } from "./card-instances";
import { PointsStandingSchema, StaffPointsHistoryEntrySchema } from "./points";
import { CardTemplateSchema, RewardMilestoneSchema } from "./stamp-cards";
import { safeString } from "./text";
import {
  SORT_ORDERS,
  USER_SEARCH_QUERY_MAX_LENGTH,
  USERS_EXPORT_IDS_MAX,
  USERS_PAGE_SIZE_DEFAULT,
  USERS_PAGE_SIZES,
  USERS_SORT_FIELDS,
} from "./users-directory-limits";

/**
 * The admin's view of an organization's customers: search on the dashboard, the users table, the
 * profile, and what the admin looked at recently. A customer belongs to an organization once they
 * hold one of its cards or joined it by their own act (a counter or join code, an accepted
 * invitation). A scanned identity code also reaches a person who is not a customer yet (they showed
 * it themselves), so the admin can give them their first card; an exact email or phone match only
 * says an account exists, to be invited.
 */

export {
  RECENT_ITEMS_LIMIT,
  SORT_ORDERS,
  USER_SEARCH_QUERY_MAX_LENGTH,
  USER_SEARCH_RESULTS_LIMIT,
  USERS_EXPORT_IDS_MAX,
  USERS_PAGE_SIZE_DEFAULT,
  USERS_PAGE_SIZES,
  USERS_SORT_FIELDS,
  type UsersSortField,
} from "./users-directory-limits";

// A search box shows no field message, so no translated one is needed: any refusal is just a 400.
const searchText = safeString().trim().max(USER_SEARCH_QUERY_MAX_LENGTH);

/** A person as the admin lists them. `memberSince` is when they first got a card here. */
export const CustomerSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  /** null: not a customer of this organization yet (found by exact email, phone or identity code). */
  memberSince: z.iso.datetime({ offset: true }).nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

/**
 * A person as search, the profile and recent users show them. A customer here is shown in full;
 * anybody else (found by exact email or phone, or by a scanned identity code) shows only what staff
 * typed — the email or phone searched for — and null for everything else, until they hold a card
 * here: an account cannot be turned into a name, number and picture by knowing its address.
 */
export const PersonSummarySchema = CustomerSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/** GET /user/search?q= — name, email or phone across this organization's customers. */
export const UserSearchQuerySchema = z.object({
  q: searchText.min(1),
  /** "true" keeps the query in the admin's search history. */
  record: z.enum(["true", "false"]).optional(),
});
/**
 * An account that matched the exact email or phone typed but is not this organization's customer:
 * what staff typed, and nothing else (no id, no name). Staff may email it an invitation to join
 * (POST /customer-invitation); only the person's own act makes them a customer.
 */
export const InvitableAccountSchema = z.object({
  /** What staff typed, as the search read it: the email, or the phone number in E.164. */
  contact: z.string(),
  matchedBy: z.enum(["email", "phone"]),
});
export type InvitableAccount = z.infer<typeof InvitableAccountSchema>;

/** Customers only; `account` says an exact match exists who is not a customer here. */
export const UserSearchResultSchema = z.object({
  users: z.array(PersonSummarySchema),
  account: InvitableAccountSchema.nullable(),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;

/** GET /user — the users table: filtered, sorted and paged on the server. */
export const UsersPageQuerySchema = z.object({
  q: searchText.optional(),
  sort: z.enum(USERS_SORT_FIELDS).default("memberSince"),
  order: z.enum(SORT_ORDERS).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (USERS_PAGE_SIZES as readonly number[]).includes(size), {
      error: `Page size must be one of ${USERS_PAGE_SIZES.join(", ")}`,
    })
    .default(USERS_PAGE_SIZE_DEFAULT),
});
export type UsersPageQuery = z.input<typeof UsersPageQuerySchema>;

export const UsersPageSchema = z.object({
  users: z.array(CustomerSummarySchema),
  /** Customers matching the filter, across all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UsersPage = z.infer<typeof UsersPageSchema>;

/**
 * POST /user/export — a CSV (text/csv) of the selected rows, or of every row matching the filter
 * when no ids are given. Columns: first name, last name, email, phone number, member since.
 */
export const UsersExportRequestSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(USERS_EXPORT_IDS_MAX).optional(),
    q: searchText.optional(),
  })
  .strict();
export type UsersExportRequest = z.infer<typeof UsersExportRequestSchema>;

/** One card a customer holds, with what the admin needs to stamp it and redeem its rewards. */
export const ProfileCardSchema = z.object({
  instance: CardInstanceSchema,
  card: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    stampsRequired: z.number().int(),
    template: CardTemplateSchema,
    milestones: z.array(RewardMilestoneSchema),
  }),
  /** Rewards of this instance, newest first (available ones are redeemable). */
  rewards: z.array(RewardSchema),
  /** The card was deleted: shown read-only with its history, no stamps or removal. */
  retired: z.boolean(),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

/**
 * GET /user/{id} — 404 NOT_FOUND for anybody this organization may not see. A person who is not a
 * customer here (reached by search or scan) shows no name, email, phone or picture.
 */
export const UserProfileSchema = z.object({
  user: PersonSummarySchema,
  totals: z.object({
    /** Stamps on all this organization's cards now (current cycles). */
    stamps: z.number().int(),
    /** Stamps ever given through the ledger (what the customer has earned here). */
    stampsEarned: z.number().int(),
    rewardsAvailable: z.number().int(),
    /** Points the customer can spend now on the organization's program card (0 without one). */
    points: z.number().int(),
    /** Live gift cards here, and what they hold together in minor units (öre). */
    giftCards: z.number().int(),
    giftCardValue: z.number(),
  }),
  cards: z.array(ProfileCardSchema),
  /** Their standing in the organization's loyalty program; null while they hold no points card. */
  loyalty: PointsStandingSchema.extend({
    instanceId: z.uuid(),
    programName: z.string(),
    pointsName: z.string(),
    /** The points card's latest rows, newest first, with staff's notes. */
    history: z.array(StaffPointsHistoryEntrySchema),
  }).nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * GET /user/recent — the admin's recently opened profiles and recent searches in this
 * organization, newest first. Opening a profile (GET /user/{id}) records it; a search with
 * `record=true` (the dashboard's submitted search, not each keystroke) records the query.
 */
export const RecentUsersSchema = z.object({
  users: z.array(PersonSummarySchema.extend({ viewedAt: z.iso.datetime({ offset: true }) })),
  searches: z.array(z.object({ query: z.string(), searchedAt: z.iso.datetime({ offset: true }) })),
});
export type RecentUsers = z.infer<typeof RecentUsersSchema>;
