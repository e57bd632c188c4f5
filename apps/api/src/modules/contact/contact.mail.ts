import type { RenderedMail } from "../mail/mail-templates";
import { renderNoticeMail } from "../mail/notice-mail";
import type { ContactMessageRow } from "./contact.table";

/** A header must stay on one line whatever the sender typed as their name. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The operator's copy of a contact form message, in English (the operator's language). Replying
 * answers the sender, so the operator never copies the address by hand.
 */
export function renderContactMail(message: ContactMessageRow): Promise<RenderedMail> {
  const name = oneLine(message.name);
  const received = message.createdAt.toISOString();
  const details: [string, string][] = [
    ["Name", name],
    ["Email", message.email],
    ["Received", received],
    ["IP address", message.ip],
  ];
  return renderNoticeMail(
    `Contact form: ${name}`,
    [
      {
        language: "en-US",
        heading: "New message from the contact form",
        intro: "New message from the Stampwise contact form.",
        details,
        quote: message.message,
        paragraphs: [],
        footnote: `Reply to this email to answer ${name}.`,
      },
    ],
    { replyTo: message.email },
  );
}
