import { z } from "zod";
import {
  CARD_DESCRIPTION_MAX_LENGTH,
  CARD_NAME_MAX_LENGTH,
  REWARD_DESCRIPTION_MAX_LENGTH,
  REWARD_NAME_MAX_LENGTH,
  STAMP_SIZE_MAX,
  STAMP_SIZE_MIN,
  STAMPS_REQUIRED_MAX,
  STAMPS_REQUIRED_MIN,
  TEMPLATE_TEXT_MAX_LENGTH,
  TEMPLATE_URL_MAX_LENGTH,
} from "./constants";
import { requireSomeField } from "./patch";
import { hasControlCharacters, multiLineTextField, textField } from "./text";
import { VALIDATION_MESSAGES as M } from "./validation-messages";

export const CARD_KINDS = ["stamp", "points", "gift"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const REWARD_TYPES = [
  "discount",
  "free_item",
  "gift_card",
  "experience",
  "merchandise",
  "custom",
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const MILESTONE_TYPES = ["stamps", "points"] as const;
export type MilestoneType = (typeof MILESTONE_TYPES)[number];

/** A card's title type: a title is either text or an image (title image URL). */
export const TITLE_TYPES = ["text", "image"] as const;
export const BACKGROUND_TYPES = ["solid", "gradient", "image"] as const;
export const BACKGROUND_PATTERNS = ["dots", "lines", "squares", "triangles", "circles", "gradient"] as const;
export const STAMP_ICON_TYPES = ["standard", "custom"] as const;
export const STAMP_ICONS = ["star", "heart", "circle", "coffee", "gift", "stamp", "default"] as const;
/** "Stamp color and type", "stamp background color and type": how the color is painted. */
export const COLOR_FILL_TYPES = ["solid", "gradient"] as const;
export const CARD_FONTS = ["roboto", "open_sans", "montserrat", "poppins", "lato"] as const;
export const CARD_SPACINGS = ["compact", "standard", "spacious"] as const;

const stampsRequired = z
  .int({ error: M.stampsRequiredRange })
  .min(STAMPS_REQUIRED_MIN, { error: M.stampsRequiredRange })
  .max(STAMPS_REQUIRED_MAX, { error: M.stampsRequiredRange });
const cardName = textField({
  max: CARD_NAME_MAX_LENGTH,
  tooLong: M.cardNameTooLong,
  required: M.cardNameRequired,
});
const cardDescription = multiLineTextField({
  max: CARD_DESCRIPTION_MAX_LENGTH,
  tooLong: M.cardDescriptionTooLong,
  required: M.cardDescriptionRequired,
});

export const HexColorSchema = z
  .string({ error: M.colorInvalid })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: M.colorInvalid });
/** An image address: http(s) only, so no `javascript:` or `data:` reaches an `src`. */
export const ImageUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: M.urlInvalid })
  .max(TEMPLATE_URL_MAX_LENGTH, { error: M.urlInvalid })
  // The URL parser escapes a NUL in the path, but the text as sent is what is stored.
  .refine((value) => !hasControlCharacters(value), { error: M.urlInvalid })
  .nullable();

const templateFields = {
  titleType: z.enum(TITLE_TYPES),
  titleColor: HexColorSchema,
  titleImageUrl: ImageUrlSchema,
  subtitle: textField({ max: TEMPLATE_TEXT_MAX_LENGTH, tooLong: M.templateTextTooLong }),
  subtitleColor: HexColorSchema,
  primaryColor: HexColorSchema,
  secondaryColor: HexColorSchema,
  backgroundType: z.enum(BACKGROUND_TYPES),
  pattern: z.enum(BACKGROUND_PATTERNS).nullable(),
  backgroundImageUrl: ImageUrlSchema,
  stampIconType: z.enum(STAMP_ICON_TYPES),
  icon: z.enum(STAMP_ICONS),
  customIconUrl: ImageUrlSchema,
  stampColor: HexColorSchema,
  stampColorType: z.enum(COLOR_FILL_TYPES),
  stampBackgroundColor: HexColorSchema,
  stampBackgroundColorType: z.enum(COLOR_FILL_TYPES),
  logoUrl: ImageUrlSchema,
  font: z.enum(CARD_FONTS),
  spacing: z.enum(CARD_SPACINGS),
  stampSize: z
    .int({ error: M.stampSizeRange })
    .min(STAMP_SIZE_MIN, { error: M.stampSizeRange })
    .max(STAMP_SIZE_MAX, { error: M.stampSizeRange }),
  animationsEnabled: z.boolean(),
  showProgressBar: z.boolean(),
};

export const CardTemplateFieldsSchema = z.object(templateFields);
export type CardTemplateFields = z.infer<typeof CardTemplateFieldsSchema>;

export const CardTemplateSchema = CardTemplateFieldsSchema.extend({ id: z.uuid(), stampCardId: z.uuid() });
export type CardTemplate = z.infer<typeof CardTemplateSchema>;

/** What a new card looks like until the admin designs it. */
export const DEFAULT_CARD_TEMPLATE: CardTemplateFields = {
  titleType: "text",
  titleColor: "#1f2937",
  titleImageUrl: null,
  subtitle: "",
  subtitleColor: "#4b5563",
  primaryColor: "#7c3aed",
  secondaryColor: "#f5f3ff",
  backgroundType: "solid",
  pattern: null,
  backgroundImageUrl: null,
  stampIconType: "standard",
  icon: "star",
  customIconUrl: null,
  stampColor: "#7c3aed",
  stampColorType: "solid",
  stampBackgroundColor: "#ede9fe",
  stampBackgroundColorType: "solid",
  logoUrl: null,
  font: "roboto",
  spacing: "standard",
  stampSize: 48,
  animationsEnabled: true,
  showProgressBar: true,
};

export const UpdateCardTemplateRequestSchema = requireSomeField(CardTemplateFieldsSchema.partial().strict());
export type UpdateCardTemplateRequest = z.input<typeof UpdateCardTemplateRequestSchema>;

const milestoneFields = {
  rewardName: textField({
    max: REWARD_NAME_MAX_LENGTH,
    tooLong: M.rewardNameTooLong,
    required: M.rewardNameRequired,
  }),
  rewardDescription: multiLineTextField({
    max: REWARD_DESCRIPTION_MAX_LENGTH,
    tooLong: M.rewardDescriptionTooLong,
    required: M.rewardDescriptionRequired,
  }),
  rewardType: z.enum(REWARD_TYPES, { error: M.rewardTypeRequired }),
  milestoneType: z.enum(MILESTONE_TYPES, { error: M.milestoneTypeRequired }),
  /** The route also checks it is not above the card's stamps required. */
  stampsNeeded: z.int({ error: M.stampsNeededMin }).min(1, { error: M.stampsNeededMin }),
  requirement: z.int({ error: M.requirementMin }).min(1, { error: M.requirementMin }),
};

export const RewardMilestoneSchema = z.object({
  id: z.uuid(),
  stampCardId: z.uuid(),
  ...milestoneFields,
  createdAt: z.iso.datetime(),
});
export type RewardMilestone = z.infer<typeof RewardMilestoneSchema>;

export const CreateRewardMilestoneRequestSchema = z
  .object({ stampCardId: z.uuid(), ...milestoneFields })
  .strict();
export type CreateRewardMilestoneRequest = z.input<typeof CreateRewardMilestoneRequestSchema>;

export const UpdateRewardMilestoneRequestSchema = requireSomeField(
  z.object(milestoneFields).partial().strict(),
);
export type UpdateRewardMilestoneRequest = z.input<typeof UpdateRewardMilestoneRequestSchema>;

export const StampCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  stampsRequired: z.number().int(),
  /** Customers holding the card (card instances); 0 until instances exist. */
  customers: z.number().int(),
  /** QR codes that stamp this card; deleting the card retires them. */
  qrCodes: z.number().int(),
  createdAt: z.iso.datetime(),
  milestones: z.array(RewardMilestoneSchema),
  template: CardTemplateSchema,
});
export type StampCard = z.infer<typeof StampCardSchema>;

/** The list leaves milestones and template to the detail call. */
export const StampCardSummarySchema = StampCardSchema.omit({ milestones: true, template: true });
export type StampCardSummary = z.infer<typeof StampCardSummarySchema>;
export const StampCardListSchema = z.array(StampCardSummarySchema);

export const CreateStampCardRequestSchema = z
  .object({ name: cardName, description: cardDescription, stampsRequired })
  .strict();
export type CreateStampCardRequest = z.input<typeof CreateStampCardRequestSchema>;

export const UpdateStampCardRequestSchema = requireSomeField(
  z
    .object({
      name: cardName,
      description: cardDescription,
      stampsRequired,
      /**
       * Confirms what lowering stampsRequired does to a live card (else 409
       * LOWERING_NEEDS_CONFIRMATION, naming it): milestones above are deleted, QR codes giving more
       * are capped, and customers at or above it complete the card once.
       */
      confirmLowering: z.boolean(),
    })
    .partial()
    .strict(),
  // The confirmation alone changes nothing.
  ["name", "description", "stampsRequired"],
);
export type UpdateStampCardRequest = z.input<typeof UpdateStampCardRequestSchema>;

/** What lowering a card's stamps required would change, for the admin to confirm. */
export const StampsLoweringSchema = z.object({
  stampsRequired: z.number().int(),
  /** Milestones that need more stamps than the card will have: deleted. */
  milestones: z.array(z.object({ id: z.uuid(), rewardName: z.string(), stampsNeeded: z.number().int() })),
  /** QR codes that give more stamps than the card will have: they will give stampsRequired. */
  qrCodes: z.array(z.object({ id: z.uuid(), description: z.string(), stamps: z.number().int() })),
  /** Customers holding at least the new count: each completes the card once, with its reward. */
  customersAtOrAbove: z.number().int(),
});
export type StampsLowering = z.infer<typeof StampsLoweringSchema>;
