import type { ContactRequest } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Mailer } from "../mail/mailer";
import { renderContactMail } from "./contact.mail";
import * as contactMessages from "./contact.repository";

const RATE_LIMIT_WINDOW_SECONDS = 3600;

export interface ContactServiceDeps {
  db: Db;
  config: Pick<Config, "CONTACT_EMAIL" | "CONTACT_RATE_LIMIT_PER_IP">;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function createContactService(deps: ContactServiceDeps) {
  const { config, mailer } = deps;

  return {
    /** Stores the message and queues the operator's mail in one transaction: both or neither. */
    async receiveMessage(input: ContactRequest, context: { ip: string }): Promise<void> {
      // Every message mails the operator: cap it per address so the form cannot flood the inbox.
      await deps.rateLimiter.consume([
        {
          key: `contact:ip:${context.ip}`,
          limit: config.CONTACT_RATE_LIMIT_PER_IP,
          windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
        },
      ]);
      await deps.db.transaction(async (tx) => {
        const message = await contactMessages.insertContactMessage(tx, { ...input, ip: context.ip });
        await mailer.enqueue(config.CONTACT_EMAIL, await renderContactMail(message), tx);
      });
      mailer.deliverDue().catch((error) => deps.log.error({ err: error }, "mail delivery pass failed"));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
