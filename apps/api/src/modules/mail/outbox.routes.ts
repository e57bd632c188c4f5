import { z } from "zod";
import type { AppInstance } from "../../app-types";
import type { Mailer } from "./mailer";

const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  createdAt: z.iso.datetime(),
});

/**
 * Development only: the mail that would have gone out, so a person can click a verification
 * link without a mail server. Registered only while MAIL_URL is unset, never in production
 * (`devOutboxEnabled`).
 */
export function registerDevOutboxRoutes(app: AppInstance, deps: { mailer: Mailer }): void {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["development"],
        summary: "Recent outgoing mail with its links (development only)",
        querystring: z.object({ to: z.email().optional() }),
        response: { 200: z.object({ messages: z.array(OutboxMessageSchema) }) },
      },
    },
    async (request) => {
      const rows = await deps.mailer.listRecent(request.query.to);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          text: row.textBody,
          links: row.links,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
