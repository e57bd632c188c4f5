import { escapeHtml, type RenderedMail } from "../mail/mail-templates";
import type { ContactMessageRow } from "./contact.table";

/** A header must stay on one line whatever the sender typed as their name. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The operator's copy of a contact form message, in English (the operator's language). Replying
 * answers the sender, so the operator never copies the address by hand.
 */
export function renderContactMail(message: ContactMessageRow): RenderedMail {
  const name = oneLine(message.name);
  const received = message.createdAt.toISOString();
  const details: [string, string][] = [
    ["Name", name],
    ["Email", message.email],
    ["Received", received],
    ["IP address", message.ip],
  ];
  return {
    subject: `Contact form: ${name}`,
    links: [],
    replyTo: message.email,
    text: [
      "New message from the Stampwise contact form.",
      "",
      ...details.map(([label, value]) => `${label}: ${value}`),
      "",
      message.message,
      "",
      `Reply to this email to answer ${name}.`,
      "",
    ].join("\n"),
    html: `<!doctype html><html lang="en-US"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">New message from the contact form</h1>
<table style="font-size:14px;border-collapse:collapse">${details
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>
<p style="white-space:pre-wrap;border-left:3px solid #e5e7eb;padding-left:12px">${escapeHtml(message.message)}</p>
<p style="font-size:13px;color:#6b7280">Reply to this email to answer ${escapeHtml(name)}.</p>
</body></html>`,
  };
}
