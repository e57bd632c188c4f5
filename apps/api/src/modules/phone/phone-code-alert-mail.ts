import type { Language } from "@stampwise/contract";
import type { RenderedMail } from "../mail/mail-templates";
import { renderNoticeMail } from "../mail/notice-mail";

/** What an alert says: whose limit, how many codes an hour it allows, and when sending resumes. */
export interface PhoneCodeAlert {
  limit: number;
  /** When the window ends, written for the reader (their organization's clock, or UTC). */
  resumesAt: string;
}

const ORGANIZATION_TEXTS: Record<
  Language,
  (alert: PhoneCodeAlert & { organization: string }) => { subject: string; paragraphs: string[] }
> = {
  "en-US": ({ organization, limit, resumesAt }) => ({
    subject: `Phone confirmation codes paused for ${organization}`,
    paragraphs: [
      `Your customers at ${organization} asked for more than ${limit} phone confirmation codes within an hour, so no more codes are sent for them until ${resumesAt}.`,
      "Each code is a paid text message. If that many customers were not confirming their numbers, someone may be asking for codes to send texts to numbers they profit from; the limit has stopped it.",
      "You need not do anything. This email comes at most once an hour.",
    ],
  }),
  "sv-SE": ({ organization, limit, resumesAt }) => ({
    subject: `Bekräftelsekoder per sms pausade för ${organization}`,
    paragraphs: [
      `Era kunder hos ${organization} har bett om fler än ${limit} bekräftelsekoder för telefonnummer inom en timme, så inga fler koder skickas till dem förrän ${resumesAt}.`,
      "Varje kod är ett betalt sms. Om inte så många kunder bekräftade sina nummer kan någon be om koder för att skicka sms till nummer som de tjänar pengar på; gränsen har stoppat det.",
      "Du behöver inte göra något. Det här mejlet kommer högst en gång i timmen.",
    ],
  }),
};

/** To an organization's owners, in each owner's language: its customers' codes hit its limit. */
export function renderOrganizationAlertMail(
  language: Language,
  alert: PhoneCodeAlert & { organization: string },
): Promise<RenderedMail> {
  const { subject, paragraphs } = ORGANIZATION_TEXTS[language](alert);
  return plainMail(language, subject, paragraphs);
}

/** To the operator (CONTACT_EMAIL): the codes of every account together hit the overall limit. */
export function renderOperatorAlertMail(alert: PhoneCodeAlert): Promise<RenderedMail> {
  return plainMail("en-US", "Phone confirmation codes paused for everyone", [
    `More than ${alert.limit} phone confirmation codes were asked for within an hour (PHONE_CODES_PER_HOUR), so no more codes are sent to anyone until ${alert.resumesAt}.`,
    "Each code is a paid text message: look at the SMS provider's traffic for numbers or countries that do not fit your customers (SMS pumping). Raise the limit if the traffic is real.",
    "This email comes at most once an hour.",
  ]);
}

function plainMail(language: Language, subject: string, paragraphs: string[]): Promise<RenderedMail> {
  return renderNoticeMail(subject, [{ language, heading: subject, paragraphs }]);
}
