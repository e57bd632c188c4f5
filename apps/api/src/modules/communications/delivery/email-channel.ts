import type { Language } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { DeliveryFailure } from "../../../lib/delivery-failure";
import type { Mailer } from "../../mail/mailer";
import { addressOf, type BusinessSender, businessFrom } from "./business-sender";
import { type CompiledEmail, compileCampaignEmail, fillCampaignEmail } from "./message-copy";
import type { Recipient } from "./recipients";

export interface UnsubscribeLinks {
  /** The page a person opens from the email's link (confirms, offers to undo). */
  page: string;
  /** The RFC 8058 one-click address for the List-Unsubscribe header. */
  oneClick: string;
}

export interface CampaignEmailContent {
  /** Identifies the content: a changed communication renders again. */
  cacheKey: string;
  subject: string;
  body: string;
  /** The business it is from: the From name, Reply-To and colours. */
  sender: BusinessSender;
}

const TEMPLATE_CACHE_SIZE = 200;

/**
 * Campaign email over SMTP (MAIL_URL), on a pool of connections of its own so a campaign never
 * queues the product's sign-up and password mails behind it. Without MAIL_URL each message goes
 * to the dev outbox instead. SMTP 4xx answers and connection failures are temporary; 5xx are
 * permanent (DeliveryFailure says which).
 */
export function createEmailChannel(deps: {
  mailUrl?: string;
  from: string;
  mailer: Pick<Mailer, "enqueue">;
  unsubscribeLinks: (recipient: Recipient) => UnsubscribeLinks;
  log: FastifyBaseLogger;
  maxConnections?: number;
}) {
  const transport = deps.mailUrl
    ? nodemailer.createTransport(pooledUrl(deps.mailUrl, deps.maxConnections ?? 5))
    : undefined;
  const templates = new Map<string, Promise<CompiledEmail>>();
  const senderDomain = addressOf(deps.from).split("@").pop() || "localhost";

  function template(content: CampaignEmailContent, language: Language): Promise<CompiledEmail> {
    // The colours are in the key: a card redesigned mid-campaign colours the copies after it.
    const brand = content.sender.colors;
    const key = `${content.cacheKey}:${language}:${brand.accent}:${brand.onAccent}`;
    let compiled = templates.get(key);
    if (!compiled) {
      if (templates.size >= TEMPLATE_CACHE_SIZE) templates.clear();
      compiled = compileCampaignEmail({ subject: content.subject, body: content.body, language, brand });
      compiled.catch(() => templates.delete(key));
      templates.set(key, compiled);
    }
    return compiled;
  }

  return {
    /**
     * Sends one recipient's copy of a delivery (`deliveryId`, its Message-ID); answers what was
     * sent (subject and text).
     */
    async send(
      content: CampaignEmailContent,
      recipient: Recipient,
      deliveryId: string,
    ): Promise<{ sentContent: string }> {
      const compiled = await template(content, recipient.language);
      const links = deps.unsubscribeLinks(recipient);
      const { subject, html, text } = fillCampaignEmail(compiled, recipient.values, links.page);
      const sentContent = `${subject}\n\n${text}`;
      if (!transport) {
        await deps.mailer.enqueue(recipient.email, {
          subject,
          text,
          html,
          links: [links.page],
          ...(content.sender.replyTo ? { replyTo: content.sender.replyTo } : {}),
        });
        return { sentContent };
      }
      const messageId = `<${deliveryId}@${senderDomain}>`;
      try {
        // Composed whole by nodemailer's own composer, then handed to the pool as one buffer:
        // streamed straight from the composer, a message went to the socket in dozens of small
        // writes (one per encoded line), which cost more CPU than the composing itself.
        const message = new MailComposer({
          from: businessFrom(deps.from, content.sender.name),
          ...(content.sender.replyTo ? { replyTo: content.sender.replyTo } : {}),
          to: recipient.email,
          subject,
          text,
          html,
          headers: {
            "List-Unsubscribe": `<${links.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
          // The delivery's own: a copy sent again (after a worker's crash) is the same message to
          // the receiving side. Both also spare nodemailer eight random draws a message.
          messageId,
          baseBoundary: deliveryId.replaceAll("-", ""),
        }).compile();
        await transport.sendMail({
          envelope: message.getEnvelope(),
          raw: await message.build(),
          // Already in the raw message; given again so nodemailer does not draw a new one for it.
          messageId,
        });
      } catch (error) {
        throw smtpFailure(error);
      }
      return { sentContent };
    },

    close(): void {
      transport?.close();
    },
  };
}

export type EmailChannel = ReturnType<typeof createEmailChannel>;

/** The MAIL_URL with nodemailer's pool options (it reads options from the query string). */
function pooledUrl(mailUrl: string, maxConnections: number): string {
  const url = new URL(mailUrl);
  url.searchParams.set("pool", "true");
  url.searchParams.set("maxConnections", String(maxConnections));
  url.searchParams.set("maxMessages", "100000");
  return url.toString();
}

/** An SMTP error as a delivery failure: a 5xx reply is final, anything else may pass later. */
function smtpFailure(error: unknown): DeliveryFailure {
  const details = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const reason = (details.response ?? details.message ?? String(error)).slice(0, 500);
  if (typeof details.responseCode === "number") {
    return new DeliveryFailure(`SMTP_${details.responseCode}`, reason, details.responseCode < 500);
  }
  return new DeliveryFailure(`SMTP_${details.code ?? "NETWORK"}`, reason, true);
}
