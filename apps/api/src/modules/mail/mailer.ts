import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { passesOnDemand } from "../../lib/passes-on-demand";
import { type MailRow, mailOutbox } from "./mail.table";
import type { RenderedMail } from "./mail-templates";

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 5;

export interface Mailer {
  /** Writes the message to the outbox, inside the caller's transaction when one is given. */
  enqueue(to: string, mail: RenderedMail, tx?: Db): Promise<void>;
  /** Sends what is due now; resolves when this pass is done. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
  listRecent(to?: string): Promise<MailRow[]>;
}

/**
 * With MAIL_URL the outbox is a queue drained over SMTP with retries and back-off: at once after
 * the change that wrote it (its service calls `deliverDue`), then by the `mail-outbox` job on the
 * workers (pg-boss) for what failed or was missed. Without MAIL_URL each message is logged with its
 * links and kept as the dev outbox.
 */
export function createMailer(deps: {
  db: Db;
  mailUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = deps.mailUrl ? nodemailer.createTransport(deps.mailUrl) : undefined;

  async function claimDue(): Promise<MailRow[]> {
    // Claim by pushing the next attempt into the future first: a second worker skips the
    // locked rows, and a crash mid-send leaves the row to be retried later, never lost.
    return deps.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + interval '5 minutes'`,
      })
      .where(
        inArray(
          mailOutbox.id,
          deps.db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
            .orderBy(mailOutbox.nextAttemptAt)
            .limit(BATCH_SIZE)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();
  }

  async function send(row: MailRow): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
      await deps.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      const backoffSeconds = 30 * 2 ** row.attempts;
      deps.log.warn({ err: error, mailId: row.id, attempts: row.attempts }, "mail delivery failed");
      await deps.db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  async function deliverPass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await claimDue();
      if (rows.length === 0) return delivered;
      await Promise.all(rows.map(send));
      delivered += rows.length;
    }
  }

  const passes = passesOnDemand(deliverPass, (total, more) => total + more);

  const mailer: Mailer = {
    async enqueue(to, mail, tx = deps.db) {
      await tx.insert(mailOutbox).values({
        toAddress: to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        links: mail.links,
        status: transport ? "pending" : "logged",
      });
      if (!transport)
        deps.log.info({ to, subject: mail.subject, links: mail.links }, "dev outbox: mail kept, not sent");
    },

    // One pass at a time per process, and one more after a call during it.
    deliverDue: () => passes.run(),

    async stop() {
      await passes.running?.catch(() => {});
      transport?.close();
    },

    listRecent(to) {
      return deps.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(50);
    },
  };
  return mailer;
}
