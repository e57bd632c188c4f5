import {
  BACKGROUND_PATTERNS,
  BACKGROUND_TYPES,
  CARD_FONTS,
  CARD_KINDS,
  CARD_SPACINGS,
  COLOR_FILL_TYPES,
  GIFT_CARD_CURRENCIES,
  MILESTONE_TYPES,
  REWARD_TYPES,
  STAMP_ICON_TYPES,
  STAMP_ICONS,
  TITLE_TYPES,
} from "@stampwise/contract";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";

/**
 * Card definitions of an organization. Deleting is soft (`deleted_at`): card instances and the
 * append-only transactions ledger will point here, and a customer's history must outlive the card.
 */
export const loyaltyCards = pgTable(
  "loyalty_cards",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    kind: text("kind", { enum: CARD_KINDS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    stampsRequired: integer("stamps_required"),
    /** Gift cards: what a newly issued card holds (minor units) and in which currency. */
    initialBalance: integer("initial_balance"),
    currency: text("currency", { enum: GIFT_CARD_CURRENCIES }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [index("loyalty_cards_organization_idx").on(table.organizationId, table.kind)],
);

/** One per stamp card; carries organization_id so every query can be scoped without a join. */
export const cardTemplates = pgTable("card_templates", {
  id: idColumn(),
  organizationId: organizationIdColumn(),
  cardId: uuid("card_id")
    .notNull()
    .unique()
    .references(() => loyaltyCards.id, { onDelete: "cascade" }),
  titleType: text("title_type", { enum: TITLE_TYPES }).notNull(),
  titleColor: text("title_color").notNull(),
  titleImageUrl: text("title_image_url"),
  subtitle: text("subtitle").notNull(),
  subtitleColor: text("subtitle_color").notNull(),
  primaryColor: text("primary_color").notNull(),
  secondaryColor: text("secondary_color").notNull(),
  backgroundType: text("background_type", { enum: BACKGROUND_TYPES }).notNull(),
  pattern: text("pattern", { enum: BACKGROUND_PATTERNS }),
  backgroundImageUrl: text("background_image_url"),
  stampIconType: text("stamp_icon_type", { enum: STAMP_ICON_TYPES }).notNull(),
  icon: text("icon", { enum: STAMP_ICONS }).notNull(),
  customIconUrl: text("custom_icon_url"),
  stampColor: text("stamp_color").notNull(),
  stampColorType: text("stamp_color_type", { enum: COLOR_FILL_TYPES }).notNull(),
  stampBackgroundColor: text("stamp_background_color").notNull(),
  stampBackgroundColorType: text("stamp_background_color_type", { enum: COLOR_FILL_TYPES }).notNull(),
  logoUrl: text("logo_url"),
  font: text("font", { enum: CARD_FONTS }).notNull(),
  spacing: text("spacing", { enum: CARD_SPACINGS }).notNull(),
  stampSize: integer("stamp_size").notNull(),
  animationsEnabled: boolean("animations_enabled").notNull(),
  showProgressBar: boolean("show_progress_bar").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const rewardMilestones = pgTable(
  "reward_milestones",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => loyaltyCards.id, { onDelete: "cascade" }),
    rewardName: text("reward_name").notNull(),
    rewardDescription: text("reward_description").notNull(),
    rewardType: text("reward_type", { enum: REWARD_TYPES }).notNull(),
    milestoneType: text("milestone_type", { enum: MILESTONE_TYPES }).notNull(),
    stampsNeeded: integer("stamps_needed").notNull(),
    requirement: integer("requirement").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("reward_milestones_card_idx").on(table.cardId)],
);

export type LoyaltyCardRow = typeof loyaltyCards.$inferSelect;
export type CardTemplateRow = typeof cardTemplates.$inferSelect;
export type RewardMilestoneRow = typeof rewardMilestones.$inferSelect;
