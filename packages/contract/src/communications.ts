import { z } from "zod";
import { AudienceReachSchema } from "./audience-reach";
import { withinCalendarBounds } from "./calendar-bounds";
import { COMMUNICATION_VALIDATION_MESSAGES as M } from "./communication-validation-messages";
import { requireSomeField } from "./patch";
import { TARGET_CONDITION_KINDS } from "./targeting";
import { multiLineTextField, textField } from "./text";

/**
 * Communications (decision 018): a message to the customers a target group selects, by email,
 * SMS and in-app, sent once at a scheduled time (instant) or to each customer as they come to
 * match (continuous).
 */
export const COMMUNICATION_STATUSES = ["draft", "scheduled", "active", "inactive", "failed"] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];
export const DELIVERY_TYPES = ["instant", "continuous"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const COMMUNICATION_MEDIA = ["email", "sms", "in_app"] as const;
export type CommunicationMedium = (typeof COMMUNICATION_MEDIA)[number];
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Marketing consent is asked per channel; in-app messages need none. */
export const CONSENT_CHANNELS = ["email", "sms"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * The status changes a PATCH may ask for: schedule a draft, cancel a schedule, pause an
 * active one, reactivate a paused one. scheduled → active happens at the scheduled time, by the
 * server; a paused one may also go back to draft only if it never sent anything. `failed` is the
 * server's too (see COMMUNICATION_JOB_ATTEMPTS): its owner edits it and schedules it again, or
 * takes it back to draft.
 */
export const COMMUNICATION_TRANSITIONS: Record<CommunicationStatus, readonly CommunicationStatus[]> = {
  draft: ["scheduled"],
  scheduled: ["draft"],
  active: ["inactive"],
  inactive: ["active"],
  failed: ["draft", "scheduled"],
};

/**
 * How many runs of a job may fail on one communication (its activation, or the sweep of a
 * continuous one) before it is marked `failed`: a failure of one communication is retried at the
 * job's next run and never holds back another's, and one that keeps failing stops being retried.
 */
export const COMMUNICATION_JOB_ATTEMPTS = 3;

/**
 * Why the server gave up on a communication, as its owner reads it: its target group's rules hold
 * a value the database cannot compute with (a rule saved before values were bounded), or its
 * audience could not be taken for another reason.
 */
export const COMMUNICATION_FAILURE_CODES = ["rulesOutOfRange", "audienceFailed"] as const;
export type CommunicationFailureCode = (typeof COMMUNICATION_FAILURE_CODES)[number];

export const COMMUNICATION_TITLE_MAX_LENGTH = 200;
export const COMMUNICATION_CONTENT_MAX_LENGTH = 2000;
export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 20_000;
/** Ten segments: more is a letter, not a text message. */
export const SMS_MESSAGE_MAX_LENGTH = 1530;
export const SMS_SEGMENT_LENGTH = 160;
export const IN_APP_TITLE_MAX_LENGTH = 120;
export const IN_APP_BODY_MAX_LENGTH = 2000;

/** The personalisation variables, rendered per recipient; any other `{{name}}` is refused. */
export const PERSONALISATION_VARIABLES = [
  "firstName",
  "lastName",
  "organizationName",
  "pointsBalance",
  "levelName",
] as const;
export type PersonalisationVariable = (typeof PERSONALISATION_VARIABLES)[number];
export type PersonalisationValues = Record<PersonalisationVariable, string>;

const VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{…}}` names a text uses that are not personalisation variables. */
export function unknownVariables(text: string): string[] {
  const known = new Set<string>(PERSONALISATION_VARIABLES);
  return [...text.matchAll(VARIABLE_PATTERN)]
    .map((match) => match[1] ?? "")
    .filter((name) => !known.has(name));
}

/** The text with each variable replaced by `encode(value)` (HTML-escaping for an email body). */
export function renderVariables(
  text: string,
  values: PersonalisationValues,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(VARIABLE_PATTERN, (whole, name: string) =>
    name in values ? encode(values[name as PersonalisationVariable]) : whole,
  );
}

/** Characters of the GSM 03.38 alphabet (and its extension, which takes two): else UCS-2. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

/**
 * How a text message is counted: GSM characters fit 160 in one segment (153 each when split);
 * a text with any other character (an emoji) is sent as UCS-2, 70 per segment (67 when split).
 */
export function smsSegments(message: string): { characters: number; segments: number; perSegment: number } {
  let units = 0;
  let unicode = false;
  for (const character of message) {
    if (GSM_BASIC.includes(character)) units += 1;
    else if (GSM_EXTENDED.includes(character)) units += 2;
    else {
      unicode = true;
      break;
    }
  }
  if (unicode) units = [...message].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) > 0xffff ? 2 : 1), 0);
  const single = unicode ? 70 : SMS_SEGMENT_LENGTH;
  const multi = unicode ? 67 : 153;
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { characters: units, segments, perSegment: segments > 1 ? multi : single };
}

/**
 * A content field: trimmed, limited, free of control characters and of unknown variables. A
 * subject or title is one line; a body keeps its line breaks.
 */
function contentField(max: number, tooLong: string, lines: "single" | "multi") {
  const field = lines === "multi" ? multiLineTextField({ max, tooLong }) : textField({ max, tooLong });
  return field.refine((value) => unknownVariables(value).length === 0, { error: M.unknownVariable });
}

export const EmailContentSchema = z.object({
  subject: contentField(EMAIL_SUBJECT_MAX_LENGTH, M.emailSubjectTooLong, "single"),
  body: contentField(EMAIL_BODY_MAX_LENGTH, M.emailBodyTooLong, "multi"),
});
export const SmsContentSchema = z.object({
  message: contentField(SMS_MESSAGE_MAX_LENGTH, M.smsMessageTooLong, "multi"),
});
export const InAppContentSchema = z.object({
  title: contentField(IN_APP_TITLE_MAX_LENGTH, M.inAppTitleTooLong, "single"),
  body: contentField(IN_APP_BODY_MAX_LENGTH, M.inAppBodyTooLong, "multi"),
});
export type EmailContent = z.infer<typeof EmailContentSchema>;
export type SmsContent = z.infer<typeof SmsContentSchema>;
export type InAppContent = z.infer<typeof InAppContentSchema>;

const instant = z.iso.datetime({ offset: true });

export const CommunicationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** An internal description: what the communication is for (never sent). */
  content: z.string(),
  targetGroupId: z.uuid().nullable(),
  media: z.array(z.enum(COMMUNICATION_MEDIA)),
  /** Only the selected channels' content is kept; an unselected channel's is null. */
  email: EmailContentSchema.nullable(),
  sms: SmsContentSchema.nullable(),
  inApp: InAppContentSchema.nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  status: z.enum(COMMUNICATION_STATUSES),
  scheduledFor: instant.nullable(),
  /** When it last became active (null until the scheduled time first came). */
  activatedAt: instant.nullable(),
  /** Why and when it was marked failed (status `failed`); null otherwise. */
  failure: z.object({ code: z.enum(COMMUNICATION_FAILURE_CODES), at: instant }).nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type Communication = z.infer<typeof CommunicationSchema>;

/**
 * A row of the communications list, saying whom it targets as its rules stand now: the kinds of
 * condition they use ([] for every customer), or null without a target group.
 */
export const CommunicationListItemSchema = CommunicationSchema.extend({
  targetConditionKinds: z.array(z.enum(TARGET_CONDITION_KINDS)).nullable(),
});
export type CommunicationListItem = z.infer<typeof CommunicationListItemSchema>;

const communicationFields = {
  title: textField({
    max: COMMUNICATION_TITLE_MAX_LENGTH,
    tooLong: M.communicationTitleTooLong,
    required: M.communicationTitleRequired,
  }),
  content: multiLineTextField({
    max: COMMUNICATION_CONTENT_MAX_LENGTH,
    tooLong: M.communicationContentTooLong,
  }),
  targetGroupId: z.uuid().nullable(),
  media: z
    .array(z.enum(COMMUNICATION_MEDIA))
    .max(COMMUNICATION_MEDIA.length)
    .refine((media) => new Set(media).size === media.length, { error: M.mediaRepeated }),
  email: EmailContentSchema.partial().nullable(),
  sms: SmsContentSchema.partial().nullable(),
  inApp: InAppContentSchema.partial().nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
};

/** A draft needs a title and a delivery type; the rest is filled in the editor. */
export const CreateCommunicationRequestSchema = z.object({
  ...communicationFields,
  content: communicationFields.content.default(""),
  targetGroupId: communicationFields.targetGroupId.default(null),
  media: communicationFields.media.default([]),
  email: communicationFields.email.default(null),
  sms: communicationFields.sms.default(null),
  inApp: communicationFields.inApp.default(null),
});
export type CreateCommunicationRequest = z.input<typeof CreateCommunicationRequestSchema>;

/**
 * A change of fields, of status, or both: `status` asks for one of COMMUNICATION_TRANSITIONS
 * (scheduling needs `scheduledFor`, in the future). Fields change only in draft or paused.
 */
export const UpdateCommunicationRequestSchema = requireSomeField(
  z
    .object({
      ...communicationFields,
      status: z.enum(COMMUNICATION_STATUSES),
      scheduledFor: instant.refine(withinCalendarBounds, { error: M.scheduledForOutOfRange }).nullable(),
    })
    .partial(),
);
export type UpdateCommunicationRequest = z.infer<typeof UpdateCommunicationRequestSchema>;

/** One field that keeps a communication from being scheduled (the editor's "Validation errors"). */
export interface CommunicationProblem {
  path: string;
  message: string;
}

/**
 * What blocks scheduling: a title, a target group, at least one channel, and each
 * selected channel's content. The scheduled time is checked where it is given.
 */
export function communicationProblems(
  communication: Pick<Communication, "title" | "targetGroupId" | "media"> & {
    email: Partial<EmailContent> | null;
    sms: Partial<SmsContent> | null;
    inApp: Partial<InAppContent> | null;
  },
): CommunicationProblem[] {
  const problems: CommunicationProblem[] = [];
  const blank = (value: string | undefined) => !value || value.trim() === "";
  if (blank(communication.title)) problems.push({ path: "title", message: M.communicationTitleRequired });
  if (!communication.targetGroupId) problems.push({ path: "targetGroupId", message: M.targetGroupRequired });
  if (communication.media.length === 0) problems.push({ path: "media", message: M.mediaRequired });
  const { media, email, sms, inApp } = communication;
  if (media.includes("email")) {
    if (blank(email?.subject)) problems.push({ path: "email.subject", message: M.emailSubjectRequired });
    if (blank(email?.body)) problems.push({ path: "email.body", message: M.emailBodyRequired });
  }
  if (media.includes("sms") && blank(sms?.message)) {
    problems.push({ path: "sms.message", message: M.smsMessageRequired });
  }
  if (media.includes("in_app")) {
    if (blank(inApp?.title)) problems.push({ path: "inApp.title", message: M.inAppTitleRequired });
    if (blank(inApp?.body)) problems.push({ path: "inApp.body", message: M.inAppBodyRequired });
  }
  return problems;
}

export const ListCommunicationsQuerySchema = z.object({
  status: z.enum(COMMUNICATION_STATUSES).optional(),
  medium: z.enum(COMMUNICATION_MEDIA).optional(),
});

/** One recipient and channel of a communication. */
export const DeliveryRecordSchema = z.object({
  id: z.uuid(),
  communicationId: z.uuid(),
  userId: z.uuid(),
  medium: z.enum(COMMUNICATION_MEDIA),
  status: z.enum(DELIVERY_STATUSES),
  createdAt: instant,
  sentAt: instant.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** What was sent (subject and text for email, the message for SMS, title and body in-app). */
  sentContent: z.string().nullable(),
  attempts: z.number().int(),
});
export type DeliveryRecord = z.infer<typeof DeliveryRecordSchema>;

export const DELIVERY_PAGE_SIZE_MAX = 100;
export const DeliverySearchQuerySchema = z.object({
  communicationId: z.uuid(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  medium: z.enum(COMMUNICATION_MEDIA).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DELIVERY_PAGE_SIZE_MAX).default(20),
});
export type DeliverySearchQuery = z.infer<typeof DeliverySearchQuerySchema>;

export const DeliveryPageSchema = z.object({
  items: z.array(DeliveryRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const deliveryCounts = {
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
};

export const CommunicationStatisticsSchema = z.object({
  ...deliveryCounts,
  /** Sent of those that ended (sent or failed), 0..1; null before any ended. */
  successRate: z.number().nullable(),
  /** Distinct customers reached or queued, of all the organization's customers. */
  recipients: z.number().int(),
  totalCustomers: z.number().int(),
  coverage: z.number(),
  byMedium: z.array(z.object({ medium: z.enum(COMMUNICATION_MEDIA), ...deliveryCounts })),
  /** Deliveries that ended, per hour (the chart of deliveries over time). */
  timeline: z.array(z.object({ at: instant, sent: z.number().int(), failed: z.number().int() })),
  /**
   * Whom each channel could reach when the target group was last evaluated whole (the activation,
   * and each sweep of a continuous one), and why the rest could not; null before the activation.
   */
  reach: AudienceReachSchema.extend({ countedAt: instant }).nullable(),
});
export type CommunicationStatistics = z.infer<typeof CommunicationStatisticsSchema>;

/** A message in the customer's inbox (in-app deliveries that were sent). */
export const InboxMessageSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  title: z.string(),
  body: z.string(),
  sentAt: instant,
  readAt: instant.nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxSchema = z.object({ messages: z.array(InboxMessageSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof InboxSchema>;

/**
 * The editor's previews: the content as it is being written,
 * rendered for one real customer of the organization exactly as the engine would send it — the
 * email's HTML and text, the SMS with its segments, the in-app title and body. Unsaved content is
 * previewed, so the request carries it; a channel left null is not rendered.
 */
export const CommunicationPreviewRequestSchema = z.object({
  userId: z.uuid(),
  email: EmailContentSchema.partial().nullable().default(null),
  sms: SmsContentSchema.partial().nullable().default(null),
  inApp: InAppContentSchema.partial().nullable().default(null),
});
export type CommunicationPreviewRequest = z.input<typeof CommunicationPreviewRequestSchema>;

export const CommunicationPreviewSchema = z.object({
  /** The customer's language: the email's frame and footer are in it. */
  language: z.string(),
  email: z.object({ subject: z.string(), html: z.string(), text: z.string() }).nullable(),
  sms: z
    .object({
      message: z.string(),
      characters: z.number().int(),
      segments: z.number().int(),
      perSegment: z.number().int(),
    })
    .nullable(),
  inApp: z.object({ title: z.string(), body: z.string() }).nullable(),
});
export type CommunicationPreview = z.infer<typeof CommunicationPreviewSchema>;
