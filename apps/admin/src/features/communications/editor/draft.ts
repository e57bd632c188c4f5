import {
  type Communication,
  type CommunicationMedium,
  type CommunicationProblem,
  CreateCommunicationRequestSchema,
  communicationProblems,
  type DeliveryType,
  EmailContentSchema,
  InAppContentSchema,
  SmsContentSchema,
  type UpdateCommunicationRequest,
} from "@stampwise/contract";

/**
 * What the editor holds while the owner writes: every channel's content stays in the draft even
 * when its channel is unticked (ticking it again brings the text back); only the chosen channels'
 * content is sent when saved, as the API keeps no more.
 */
export interface CommunicationDraft {
  title: string;
  content: string;
  deliveryType: DeliveryType;
  media: CommunicationMedium[];
  email: { subject: string; body: string };
  sms: { message: string };
  inApp: { title: string; body: string };
}

export function draftOf(communication: Communication): CommunicationDraft {
  return {
    title: communication.title,
    content: communication.content,
    deliveryType: communication.deliveryType,
    media: [...communication.media],
    email: { subject: communication.email?.subject ?? "", body: communication.email?.body ?? "" },
    sms: { message: communication.sms?.message ?? "" },
    inApp: { title: communication.inApp?.title ?? "", body: communication.inApp?.body ?? "" },
  };
}

/**
 * What was saved, as the editor goes on with it: the answer is the truth for the chosen channels;
 * an unticked channel keeps the text typed for it (the API keeps none).
 */
export function keepUntickedText(saved: CommunicationDraft, typed: CommunicationDraft): CommunicationDraft {
  const has = (medium: CommunicationMedium) => saved.media.includes(medium);
  return {
    ...saved,
    email: has("email") ? saved.email : typed.email,
    sms: has("sms") ? saved.sms : typed.sms,
    inApp: has("in_app") ? saved.inApp : typed.inApp,
  };
}

/** The channels in the order the editor shows them, whatever order they were ticked in. */
export const MEDIA_ORDER: readonly CommunicationMedium[] = ["email", "sms", "in_app"];

export function withMedium(draft: CommunicationDraft, medium: CommunicationMedium, on: boolean) {
  const media = on ? [...draft.media, medium] : draft.media.filter((chosen) => chosen !== medium);
  return { ...draft, media: MEDIA_ORDER.filter((candidate) => media.includes(candidate)) };
}

/** The PATCH body: the fields, with an unchosen channel's content cleared (null). */
export function changesOf(draft: CommunicationDraft): UpdateCommunicationRequest {
  const has = (medium: CommunicationMedium) => draft.media.includes(medium);
  return {
    title: draft.title,
    content: draft.content,
    deliveryType: draft.deliveryType,
    media: draft.media,
    email: has("email") ? draft.email : null,
    sms: has("sms") ? draft.sms : null,
    inApp: has("in_app") ? draft.inApp : null,
  };
}

/** Whether saving would change anything: what is sent, not text kept for an unticked channel. */
export function sameCommunication(a: CommunicationDraft, b: CommunicationDraft): boolean {
  return JSON.stringify(changesOf(a)) === JSON.stringify(changesOf(b));
}

/** What keeps it from being scheduled, as the API would answer COMMUNICATION_INCOMPLETE. */
export function draftProblems(
  draft: CommunicationDraft,
  targetGroupId: string | null,
): CommunicationProblem[] {
  const changes = changesOf(draft);
  return communicationProblems({
    title: draft.title,
    targetGroupId,
    media: draft.media,
    email: changes.email ?? null,
    sms: changes.sms ?? null,
    inApp: changes.inApp ?? null,
  });
}

/**
 * What the API would refuse in the fields as typed (too long, an unknown variable, a control
 * character), by path: shown under the field at once, and saving waits until they are fixed.
 */
export function fieldMessages(draft: CommunicationDraft): Map<string, string> {
  const changes = changesOf(draft);
  const messages = new Map<string, string>();
  const check = (
    prefix: string,
    result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  ) => {
    for (const issue of result.error?.issues ?? []) {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
      if (!messages.has(path)) messages.set(path, issue.message);
    }
  };
  const fields = CreateCommunicationRequestSchema.shape;
  // A blank title is a scheduling problem (listed with the others), not a typing one.
  if (draft.title.trim() !== "") check("title", fields.title.safeParse(draft.title));
  check("content", fields.content.safeParse(draft.content));
  if (changes.email) check("email", EmailContentSchema.partial().safeParse(changes.email));
  if (changes.sms) check("sms", SmsContentSchema.partial().safeParse(changes.sms));
  if (changes.inApp) check("inApp", InAppContentSchema.partial().safeParse(changes.inApp));
  return messages;
}

/** The editor's fields by the paths the API and `communicationProblems` name, for focusing. */
export function fieldId(path: string): string {
  return `communication-${path.replace(/\./g, "-")}`;
}
