import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { ScheduledJob } from "../../jobs/jobs";
import { countedSender, type Metrics } from "../../plugins/metrics";
import { createUnsubscribeToken, unsubscribeLinks } from "../consent/unsubscribe-token";
import type { EventBus } from "../events/events.bus";
import type { Mailer } from "../mail/mailer";
import type { SmsSender } from "../sms/sms.sender";
import { createCommunicationPreviewService } from "./communication-preview.service";
import { createCommunicationsService } from "./communications.service";
import { createDeliverer } from "./delivery/deliverer";
import { createEmailChannel } from "./delivery/email-channel";
import { createCommunicationsEngine } from "./delivery/engine";
import type { CommunicationWebhooks } from "./delivery/outcomes";
import { createUserCommunicationsService } from "./user-communications.service";

/** The communications' jobs (pg-boss; cron in UTC, one run at a time each). */
export const COMMUNICATION_JOBS = {
  activate: { name: "communications-activate", cron: "* * * * *" },
  deliver: { name: "communications-deliver", cron: "* * * * *" },
  sweep: { name: "communications-sweep", cron: "*/5 * * * *" },
} as const;

/** Everything communications need, built once for the app: the service, the engine and their jobs. */
export function createCommunications(deps: {
  db: Db;
  config: Config;
  events: EventBus;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Runs a job soon on a worker (the app's `jobs.trigger`, bound once the jobs exist). */
  trigger: (jobName: string) => Promise<void>;
  /** Runs a job at a time on a worker (the app's `jobs.triggerAt`). */
  triggerAt: (jobName: string, at: Date) => Promise<void>;
  /** Counts each delivery sent or failed, per channel (email, sms, in_app), when metrics are on. */
  metrics?: Pick<Metrics, "delivery">;
  /** The webhook outbox: an instant communication that finished is told to the endpoints that want it. */
  webhooks?: CommunicationWebhooks;
}) {
  const { db, config } = deps;
  const triggerDelivery = () => deps.trigger(COMMUNICATION_JOBS.deliver.name);
  // The activation job runs every minute; a scheduled communication also asks for a run at its
  // own time, so it goes out then and not up to a minute later.
  const activateAt = (at: Date) => deps.triggerAt(COMMUNICATION_JOBS.activate.name, at);
  const service = createCommunicationsService({ db, triggerDelivery, activateAt });
  const uncountedEmail = createEmailChannel({
    mailUrl: config.MAIL_URL,
    from: config.MAIL_FROM,
    mailer: deps.mailer,
    log: deps.log,
    unsubscribeLinks: (recipient) =>
      unsubscribeLinks(
        config.PUBLIC_URL,
        createUnsubscribeToken(config.SESSION_SECRET, {
          userId: recipient.userId,
          organizationId: recipient.organizationId,
          channel: "email",
        }),
      ),
  });
  const email = deps.metrics ? countedSender("email", uncountedEmail, deps.metrics) : uncountedEmail;
  const sms = deps.metrics ? countedSender("sms", deps.sms, deps.metrics) : deps.sms;
  const deliverer = createDeliverer({
    db,
    events: deps.events,
    email,
    sms,
    log: deps.log,
    ratePerMinute: config.COMMUNICATIONS_RATE_PER_MINUTE,
    claimSeconds: config.COMMUNICATIONS_CLAIM_SECONDS,
    metrics: deps.metrics,
    webhooks: deps.webhooks,
  });
  const userCommunicationsService = createUserCommunicationsService({ db, triggerDelivery });
  const previewService = createCommunicationPreviewService({ db, publicUrl: config.PUBLIC_URL });
  const engine = createCommunicationsEngine({
    db,
    triggerDelivery,
    events: deps.events,
    log: deps.log,
    smsAvailable: deps.sms.sending !== "unavailable",
  });
  const jobs: ScheduledJob[] = [
    { ...COMMUNICATION_JOBS.activate, run: () => engine.activateDue() },
    { ...COMMUNICATION_JOBS.deliver, triggered: true, run: () => deliverer.deliverDue() },
    { ...COMMUNICATION_JOBS.sweep, run: () => engine.sweep() },
  ];
  return {
    service,
    userCommunicationsService,
    previewService,
    deliverer,
    engine,
    triggerDelivery,
    jobs,
    /** First on shutdown: the sending pass hands back what it has claimed and not sent. */
    stopSending: () => deliverer.stop(),
    async close(): Promise<void> {
      await engine.stop();
      email.close();
    },
  };
}

export type Communications = ReturnType<typeof createCommunications>;
