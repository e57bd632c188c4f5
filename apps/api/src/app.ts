import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppInstance } from "./app-types";
import { type Config, dataDirectory, devOutboxEnabled, devSmsOutboxEnabled, smsSending } from "./config";
import { createDatabase, type Database } from "./db/client";
import { checkPoolerSettings } from "./db/pooler-settings";
import { createJobs, type Jobs } from "./jobs/jobs";
import { ledgerNeighbours } from "./ledger-neighbours";
import { createLifecycle, type Lifecycle } from "./lib/lifecycle";
import { logStream } from "./lib/log-output";
import { withLoggableErrors } from "./lib/loggable-error";
import { openApiTransform, openApiTransformObject, securitySchemes } from "./lib/openapi";
import { createRateLimiter } from "./lib/rate-limiter";
import { registerAdministratorRoutes } from "./modules/administrators/administrators.routes";
import { createAdministratorsService } from "./modules/administrators/administrators.service";
import { registerApiKeyRoutes } from "./modules/api-keys/api-keys.routes";
import { createApiKeysService } from "./modules/api-keys/api-keys.service";
import { registerAuthRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createGoogleService } from "./modules/auth/google.service";
import { registerLoginFormRoute } from "./modules/auth/login-form.routes";
import { registerOwnAccountRoutes } from "./modules/auth/own-account.routes";
import { registerAuthProvidersRoutes } from "./modules/auth/providers.routes";
import { isSessionLive, sessionTtlSeconds } from "./modules/auth/sessions.repository";
import { registerCommunicationPreviewRoutes } from "./modules/communications/communication-preview.routes";
import { targetGroupUsedBySending } from "./modules/communications/communications.repository";
import { registerCommunicationRoutes } from "./modules/communications/communications.routes";
import { type Communications, createCommunications } from "./modules/communications/communications.setup";
import { markSmsUndelivered } from "./modules/communications/sms-delivery-reports";
import { registerUserCommunicationRoutes } from "./modules/communications/user-communications.routes";
import { registerConsentRoutes } from "./modules/consent/consent.routes";
import { createConsentService } from "./modules/consent/consent.service";
import { optOutPhoneNumber } from "./modules/consent/sms-opt-out";
import { registerContactRoutes } from "./modules/contact/contact.routes";
import { createContactService } from "./modules/contact/contact.service";
import { registerCounterRulesRoutes } from "./modules/counter-rules/counter-rules.routes";
import { createCounterRulesService } from "./modules/counter-rules/counter-rules.service";
import { registerCustomerCardRoutes } from "./modules/customer-cards/customer-cards.routes";
import { createCustomerCardsService } from "./modules/customer-cards/customer-cards.service";
import { registerCustomerImportRoutes } from "./modules/customer-imports/customer-imports.routes";
import {
  CUSTOMER_IMPORT_JOB,
  createCustomerImportsService,
} from "./modules/customer-imports/customer-imports.service";
import { createImportRunner, type ImportRunner } from "./modules/customer-imports/import-runner";
import { registerCustomerInvitationRoutes } from "./modules/customer-invitations/customer-invitations.routes";
import { createCustomerInvitationsService } from "./modules/customer-invitations/customer-invitations.service";
import { registerDataRightsRoutes } from "./modules/data-rights/data-rights.routes";
import {
  ACCOUNT_ERASURE_JOB,
  createDataRightsService,
  DATA_EXPORT_JOB,
  type DataRightsService,
} from "./modules/data-rights/data-rights.service";
import { createEventBus, type EventBus } from "./modules/events/events.bus";
import { registerEventRoutes } from "./modules/events/events.routes";
import { registerGiftCardRoutes } from "./modules/gift-cards/gift-cards.routes";
import { createGiftCardsService } from "./modules/gift-cards/gift-cards.service";
import { registerHealthRoutes } from "./modules/health/health.routes";
import { createHealthService } from "./modules/health/health.service";
import { createHeavyRequests, type HeavyRequests } from "./modules/heavy-requests/heavy-requests";
import { registerInsightsRoutes } from "./modules/insights/insights.routes";
import { createInsightsService } from "./modules/insights/insights.service";
import { registerJoinCodeRoutes } from "./modules/join-codes/join-codes.routes";
import { createJoinCodesService } from "./modules/join-codes/join-codes.service";
import { registerCardInstanceRoutes } from "./modules/ledger/card-instances.routes";
import { createCardInstancesService } from "./modules/ledger/card-instances.service";
import { createLedgerService, type LedgerService } from "./modules/ledger/ledger.service";
import { createPointsExpiry, type PointsExpiry } from "./modules/ledger/points-expiry.service";
import { createLoyaltyLevelsService } from "./modules/loyalty-program/loyalty-levels.service";
import { registerLoyaltyProgramRoutes } from "./modules/loyalty-program/loyalty-program.routes";
import { createLoyaltyProgramService } from "./modules/loyalty-program/loyalty-program.service";
import { createMailer, type Mailer } from "./modules/mail/mailer";
import { registerDevOutboxRoutes } from "./modules/mail/outbox.routes";
import { findOrganization, findPhoneCountry } from "./modules/organizations/organizations.repository";
import { registerOrganizationRoutes } from "./modules/organizations/organizations.routes";
import { createOrganizationsService } from "./modules/organizations/organizations.service";
import { registerPhoneRoutes } from "./modules/phone/phone.routes";
import { createPhoneService } from "./modules/phone/phone.service";
import { createPhoneCodeLimits } from "./modules/phone/phone-code-limits";
import { createCustomerPointsService } from "./modules/points/customer-points.service";
import { registerPointsRoutes } from "./modules/points/points.routes";
import { createPointsService } from "./modules/points/points.service";
import { registerQrCodeRoutes } from "./modules/qr-codes/qr-codes.routes";
import { createQrCodesService } from "./modules/qr-codes/qr-codes.service";
import { registerSetupChecklistRoutes } from "./modules/setup-checklist/setup-checklist.routes";
import { createSetupChecklistService } from "./modules/setup-checklist/setup-checklist.service";
import { createSmsSender, warnAboutSmsSending } from "./modules/sms/sms.providers";
import { registerSmsRoutes } from "./modules/sms/sms.routes";
import type { SmsSender } from "./modules/sms/sms.sender";
import { recentSmsOutbox } from "./modules/sms/sms-outbox";
import { registerStampCardRoutes } from "./modules/stamp-cards/stamp-cards.routes";
import { createStampCardsService } from "./modules/stamp-cards/stamp-cards.service";
import { registerTargetingRoutes } from "./modules/targeting/targeting.routes";
import { createTargetingService } from "./modules/targeting/targeting.service";
import { registerUsersDirectoryRoutes } from "./modules/users/users-directory.routes";
import { createUsersDirectoryService } from "./modules/users/users-directory.service";
import { createApnsClient } from "./modules/wallet/apns";
import { loadAppleWallet } from "./modules/wallet/apple-wallet.config";
import { loadGoogleWallet } from "./modules/wallet/google-wallet.config";
import { registerGoogleWalletRoutes } from "./modules/wallet/google-wallet.routes";
import { createGoogleWalletApi } from "./modules/wallet/google-wallet-api";
import { registerWalletRoutes } from "./modules/wallet/wallet.routes";
import { createWalletService, type WalletService } from "./modules/wallet/wallet.service";
import { createWalletPushes, type WalletPushes } from "./modules/wallet/wallet-pushes";
import { createWebhookDelivery, type WebhookDelivery } from "./modules/webhooks/webhook-delivery.service";
import { registerWebhookRoutes } from "./modules/webhooks/webhooks.routes";
import { createWebhooksService } from "./modules/webhooks/webhooks.service";
import { registerApiKeyScopes } from "./plugins/api-key-scopes";
import { createAuthentication, registerSignedInHint, SESSION_COOKIE } from "./plugins/authentication";
import { registerErrorHandler } from "./plugins/error-handler";
import { clientErrorHandler, frameworkErrors, registerRootNotFound } from "./plugins/framework-errors";
import { createMetrics, type Metrics, registerMetricsRoute, registerRequestMetrics } from "./plugins/metrics";
import { registerNoStore } from "./plugins/no-store";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerRequestIdHeader, requestIdFor } from "./plugins/request-id";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { createTenancyGuard } from "./plugins/tenancy";
import { registerWebApps } from "./plugins/web-apps";

export interface BuildAppOptions {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built web apps (off in API tests). */
  serveWebApps?: boolean;
}

export interface BuiltApp {
  app: AppInstance;
  database: Database;
  mailer: Mailer;
  /** Live events: `events.publish(userId, { type, data })` reaches the user's open streams. */
  events: EventBus;
  /** Scheduled jobs (pg-boss): worker processes call `jobs.start()`; closing the app stops them. */
  jobs: Jobs;
  /** The points expiry job's work, callable without the schedule (tests, a one-off run). */
  pointsExpiry: PointsExpiry;
  /** Communications: the activation, matching and delivery work, callable without the schedule. */
  communications: Communications;
  /** Text messages: the provider SMS_URL names, or the dev outbox. */
  sms: SmsSender;
  /** The posting path: the demo's back-dated history goes through it (Posting.at). */
  ledger: LedgerService;
  /** Whether the process is shutting down (readiness answers 503 from then on). */
  lifecycle: Lifecycle;
  /** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics | undefined;
  /** The organizations' heavy-request slots (decision 031). */
  heavyRequests: HeavyRequests;
  /** The webhook delivery job's work, callable without the schedule (tests). */
  webhookDelivery: WebhookDelivery;
  /** The customer import job's work, callable without the schedule (tests, the bench). */
  importRunner: ImportRunner;
  /** The customer's own data: the export job's work is callable without the schedule (tests). */
  dataRights: DataRightsService;
  /** Wallet passes (decision 044), and their pushes: callable without the schedule (tests, the bench). */
  wallet: WalletService;
  walletPushes: WalletPushes;
}

/** Counts each written posting by its card's kind (a refused or skipped one is not counted). */
function countPostings(ledger: LedgerService, metrics: Metrics): void {
  const postOrSkip = ledger.postOrSkip.bind(ledger);
  ledger.postOrSkip = async (posting, outerTx) => {
    const result = await postOrSkip(posting, outerTx);
    if (result) metrics.posting(posting.cardKind);
    return result;
  };
}

function defaultLogger(config: Config): FastifyServerOptions["logger"] {
  const stream = logStream(config.LOG_FORMAT);
  return stream ? { level: config.LOG_LEVEL, stream } : { level: config.LOG_LEVEL };
}

/** Every minute: mail that failed or was missed is retried (its back-off is 30 s and more). */
export const MAIL_OUTBOX_JOB = { name: "mail-outbox", cron: "* * * * *" } as const;

/** Every 10 minutes: points expire at most that long after their instant. */
export const POINTS_EXPIRY_JOB = { name: "points-expiry", cron: "*/10 * * * *" } as const;

/** Webhooks go out as soon as a change records them (triggered); the cron catches a lost trigger. */
export const WEBHOOK_DELIVERY_JOB = { name: "webhook-delivery", cron: "* * * * *", triggered: true } as const;
/** Once a night: finished webhook deliveries older than 30 days leave the log. */
export const WEBHOOK_PRUNE_JOB = { name: "webhook-prune", cron: "17 3 * * *" } as const;

/**
 * Builds the whole server. Order matters: framework plugins first (validation, cookies,
 * security headers, docs), then the cross-cutting hooks (errors, origin check), then routes,
 * so every route is documented, validated and guarded the same way.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<BuiltApp> {
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    createDatabase({
      url: config.DATABASE_URL,
      directUrl: config.DATABASE_DIRECT_URL,
      dataDir: dataDirectory(config),
      statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    });
  if (ownsDatabase) await database.migrate();
  const lifecycle = createLifecycle();

  const app = Fastify({
    // Errors are logged without the values a request carried (query parameters, DB details).
    logger: withLoggableErrors(options.logger ?? defaultLogger(config)),
    // The request id is on every line a request logs (reqId), and on its answer (X-Request-Id).
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Only behind a load balancer may X-Forwarded-For name the client (rate limits use it);
    // trusted blindly, any client could pick its own address.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // While a stopping process drains, a request that still reaches it (on a keep-alive connection
    // the client opened before) is served, not refused: the process is healthy until it exits,
    // and the answer carries `Connection: close`, so the client's next request goes elsewhere.
    return503OnClosing: false,
    // Router and HTTP-parser failures answer `{ error: { code, message } }` like everything else.
    frameworkErrors,
    clientErrorHandler,
    // Per-request lines only when asked for: at info they drown the lines a person needs.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace",
    }),
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie, { secret: config.SESSION_SECRET });
  registerSecurityHeaders(app, {
    // HSTS only means something over https; on plain http it would only confuse local setups.
    strictTransportSecurity: config.PUBLIC_URL.startsWith("https:"),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // qr-scanner (the admin's camera scanner) starts its decoder worker from a blob: URL made
        // of its own bundled chunk, which is served from here; no other origin can run a worker.
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Stampwise API", version: "1.0.0", description: "Loyalty platform API" },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: securitySchemes(SESSION_COOKIE) },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  registerErrorHandler(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerApiKeyScopes(app);

  // Metrics only when asked for (a token, or a port of their own): they say how busy the product is.
  let openStreamCount = () => 0;
  const metrics =
    config.METRICS_TOKEN || config.METRICS_PORT
      ? createMetrics({ database, openStreams: () => openStreamCount() })
      : undefined;
  if (metrics) registerRequestMetrics(app, metrics);
  if (metrics && config.METRICS_TOKEN) registerMetricsRoute(app, metrics, config.METRICS_TOKEN);

  const { db } = database;
  const secureCookies = config.PUBLIC_URL.startsWith("https:");
  registerSignedInHint(app, secureCookies);
  if (ownsDatabase && config.DATABASE_DIRECT_URL) {
    await checkPoolerSettings(database, config.STATEMENT_TIMEOUT_MS, app.log);
  }
  const mailer = createMailer({ db, mailUrl: config.MAIL_URL, from: config.MAIL_FROM, log: app.log });
  const events = createEventBus({ database, log: app.log });
  const rateLimiter = createRateLimiter({ db });
  const heavyRequests = createHeavyRequests({
    db,
    kind: database.kind,
    perOrganization: config.HEAVY_REQUESTS_PER_ORGANIZATION,
    statementTimeoutMs: config.HEAVY_STATEMENT_TIMEOUT_MS,
  });
  const sessionSettings = { secret: config.SESSION_SECRET, ttlDays: config.SESSION_TTL_DAYS };
  const sessionTtl = sessionTtlSeconds(sessionSettings);
  const apiKeys = createApiKeysService({
    db,
    secret: config.SESSION_SECRET,
    rateLimiter,
    requestsPerMinute: config.API_KEY_REQUESTS_PER_MINUTE,
  });
  const authentication = createAuthentication({ db, sessions: sessionSettings, secureCookies, apiKeys });
  const requireOrganization = createTenancyGuard({ db });
  const organizationsService = createOrganizationsService({
    db,
    timeZoneChangeTimeoutMs: config.HEAVY_STATEMENT_TIMEOUT_MS,
  });
  const auth = createAuthService({
    db,
    config,
    rateLimiter,
    mailer,
    log: app.log,
  });
  const administrators = createAdministratorsService({
    db,
    config,
    auth,
    rateLimiter,
    mailer,
    events,
    log: app.log,
  });
  const google = createGoogleService({ db, config });
  const fraudService = createCounterRulesService({ db });
  // Bound late: the jobs are made after the services that trigger them.
  const deliverWebhooksSoon = () => void jobs.trigger(WEBHOOK_DELIVERY_JOB.name);
  const ledger = createLedgerService({
    db,
    events,
    fraud: fraudService,
    neighbours: ledgerNeighbours,
    webhookEventsRecorded: deliverWebhooksSoon,
  });
  if (metrics) countPostings(ledger, metrics);
  const stampCardsService = createStampCardsService({ db, ledger });
  const cardInstancesService = createCardInstancesService({
    db,
    ledger,
    events,
    neighbours: ledgerNeighbours,
    webhookEventsRecorded: deliverWebhooksSoon,
  });
  // Development and test servers may send to a receiver on their own machine; production never.
  const webhookAddressPolicy = { allowLoopback: config.NODE_ENV !== "production" };
  const webhooks = createWebhooksService({
    db,
    policy: webhookAddressPolicy,
    deliverSoon: deliverWebhooksSoon,
  });
  const webhookDelivery = createWebhookDelivery({
    db,
    mailer,
    policy: webhookAddressPolicy,
    log: app.log,
    runAgain: deliverWebhooksSoon,
    owners: async (organizationId) => ({
      organization: (await findOrganization(db, organizationId))?.name ?? "",
      emails: (await administrators.listMembers(organizationId))
        .filter((member) => member.role === "owner")
        .map((member) => member.email),
    }),
  });
  const usersDirectoryService = createUsersDirectoryService({
    db,
    rateLimiter,
    heavyRequests,
    searchesPerMinute: config.USER_SEARCH_RATE_LIMIT_PER_MINUTE,
    phoneCountry: (organizationId) => findPhoneCountry(db, organizationId),
  });
  const qrCodesService = createQrCodesService({
    db,
    cardInstancesService,
    events,
    fraud: fraudService,
    publicUrl: config.PUBLIC_URL,
  });
  const customerInvitations = createCustomerInvitationsService({
    db,
    publicUrl: config.PUBLIC_URL,
    secret: config.SESSION_SECRET,
    mailer,
    rateLimiter,
    directory: usersDirectoryService,
    organizationName: async (organizationId) => (await findOrganization(db, organizationId))?.name,
    log: app.log,
  });
  const joinCodesService = createJoinCodesService({
    db,
    cardInstancesService,
    events,
    fraud: fraudService,
    publicUrl: config.PUBLIC_URL,
  });
  const customerCardsService = createCustomerCardsService({ db });
  const giftCardsService = createGiftCardsService({ db, ledger, events });
  const loyaltyProgramService = createLoyaltyProgramService({ db });
  const setupChecklist = createSetupChecklistService({ db });
  const loyaltyLevelsService = createLoyaltyLevelsService({ db });
  const pointsService = createPointsService({ db, ledger });
  const customerPointsService = createCustomerPointsService({ db });
  const pointsExpiry = createPointsExpiry({ db, events, log: app.log });
  const sms = createSmsSender({
    smsUrl: config.SMS_URL,
    devOutbox: devSmsOutboxEnabled(config),
    from: config.SMS_FROM,
    publicUrl: config.PUBLIC_URL,
    secret: config.SESSION_SECRET,
    db,
    log: app.log,
  });
  const communications = createCommunications({
    db,
    // Bound late: the jobs are made with the communications' jobs in them.
    trigger: (jobName) => jobs.trigger(jobName),
    triggerAt: (jobName, at) => jobs.triggerAt(jobName, at),
    config,
    events,
    mailer,
    sms,
    log: app.log,
    metrics,
    webhooks: {
      wanted: ledgerNeighbours.webhooks.wanted,
      record: ledgerNeighbours.webhooks.record,
      recorded: deliverWebhooksSoon,
    },
  });
  const customerImports = createCustomerImportsService({
    db,
    ledger,
    heavyRequests,
    phoneCountry: (organizationId) => findPhoneCountry(db, organizationId),
    // Bound late: the jobs are made with the import's job in them.
    trigger: () => jobs.trigger(CUSTOMER_IMPORT_JOB.name),
  });
  const importRunner = createImportRunner({
    db,
    ledger,
    giftCards: giftCardsService,
    mailer,
    publicUrl: config.PUBLIC_URL,
    organizationName: async (organizationId) => (await findOrganization(db, organizationId))?.name,
    log: app.log,
  });
  const dataRights = createDataRightsService({
    db,
    mailer,
    cardInstances: cardInstancesService,
    secret: config.SESSION_SECRET,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    rateLimiter,
    sessions: { endAll: auth.endAllSessions, startedAt: auth.sessionStartedAt },
    // Bound late: the jobs are made with the export's and the erasure's jobs in them.
    trigger: () => jobs.trigger(DATA_EXPORT_JOB.name),
    triggerErasure: () => jobs.trigger(ACCOUNT_ERASURE_JOB.name),
  });
  // Apple and Google Wallet, each when configured (a wrong setting fails the start with its name).
  const appleWallet = loadAppleWallet(config);
  const googleWallet = loadGoogleWallet(config);
  const wallet = createWalletService({
    db,
    secret: config.SESSION_SECRET,
    apple: appleWallet,
    apns:
      appleWallet &&
      createApnsClient({
        url: appleWallet.apnsUrl,
        key: appleWallet.apnsKey,
        keyId: appleWallet.apnsKeyId,
        teamId: appleWallet.teamId,
        topic: appleWallet.passTypeId,
      }),
    google: googleWallet && { settings: googleWallet, api: createGoogleWalletApi(googleWallet) },
    sources: {
      findHeldCard: cardInstancesService.findHeldCard,
      stampCards: customerCardsService.listMine,
      pointsCards: (holder) => customerPointsService.listMine(holder),
      giftCards: giftCardsService.listMine,
      organization: organizationsService.get,
    },
    rateLimiter,
    log: app.log,
  });
  const walletPushes = createWalletPushes({ wallet, events, log: app.log });
  const jobs = createJobs({
    database,
    log: app.log,
    // A stopping worker lets its running job finish within the shutdown's bound, less a margin
    // for closing the database after it.
    stopTimeoutMs: Math.max(1000, config.SHUTDOWN_TIMEOUT_SECONDS * 1000 - 5000),
    jobs: [
      { ...POINTS_EXPIRY_JOB, run: () => pointsExpiry.expireDue() },
      { ...MAIL_OUTBOX_JOB, run: () => mailer.deliverDue() },
      { ...CUSTOMER_IMPORT_JOB, run: () => importRunner.runAll() },
      { ...DATA_EXPORT_JOB, run: () => dataRights.runDue() },
      { ...ACCOUNT_ERASURE_JOB, run: () => dataRights.runDueErasures() },
      ...communications.jobs,
      { ...WEBHOOK_DELIVERY_JOB, run: () => webhookDelivery.deliverDue() },
      { ...WEBHOOK_PRUNE_JOB, run: () => webhookDelivery.prune() },
      walletPushes.job,
    ],
  });
  const contact = createContactService({
    db,
    config,
    rateLimiter,
    mailer,
    log: app.log,
  });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerNoStore(api);
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ error: { code: "NOT_FOUND", message: "Route not found" } }),
      );
      registerHealthRoutes(typed, createHealthService({ database, lifecycle }));
      registerAuthRoutes(typed, {
        auth,
        google,
        authentication,
        secureCookies,
        sessionTtlSeconds: sessionTtl,
        publicUrl: config.PUBLIC_URL,
      });
      registerAuthProvidersRoutes(typed, {
        google,
        smsSending: smsSending(config),
        wallets: wallet.offered(),
      });
      registerOrganizationRoutes(typed, {
        organizationsService,
        authentication,
        requireOrganization,
        rateLimiter,
        organizationLimits: {
          perHour: config.ORGANIZATIONS_PER_HOUR_PER_ACCOUNT,
          owned: config.ORGANIZATIONS_PER_ACCOUNT,
        },
      });
      registerSetupChecklistRoutes(typed, { setupChecklist, authentication, requireOrganization });
      registerAdministratorRoutes(typed, {
        administrators,
        auth,
        authentication,
        requireOrganization,
        secureCookies,
        sessionTtlSeconds: sessionTtl,
      });
      registerApiKeyRoutes(typed, { apiKeys, authentication, requireOrganization });
      registerCounterRulesRoutes(typed, { fraudService, authentication, requireOrganization });
      registerWebhookRoutes(typed, { webhooks, authentication, requireOrganization });
      registerStampCardRoutes(typed, { stampCardsService, authentication, requireOrganization });
      registerLoyaltyProgramRoutes(typed, {
        loyaltyProgramService,
        loyaltyLevelsService,
        authentication,
        requireOrganization,
      });
      registerGiftCardRoutes(typed, { giftCardsService, authentication, requireOrganization });
      registerPointsRoutes(typed, {
        pointsService,
        customerPointsService,
        authentication,
        requireOrganization,
      });
      registerCardInstanceRoutes(typed, { cardInstancesService, authentication, requireOrganization });
      registerQrCodeRoutes(typed, {
        qrCodesService,
        usersDirectoryService,
        authentication,
        requireOrganization,
        walletPassHolder: wallet.holderOfBarcode,
      });
      registerWalletRoutes(typed, { wallet, authentication, requireOrganization });
      registerGoogleWalletRoutes(typed, { wallet, authentication });
      registerUsersDirectoryRoutes(typed, {
        usersDirectoryService,
        authentication,
        requireOrganization,
        heavyRouteHooks: heavyRequests.routeHooks,
      });
      registerCustomerInvitationRoutes(typed, { customerInvitations, authentication, requireOrganization });
      registerCustomerImportRoutes(typed, {
        customerImports,
        authentication,
        requireOrganization,
        heavyRouteHooks: heavyRequests.routeHooks,
      });
      registerJoinCodeRoutes(typed, { joinCodesService, authentication, requireOrganization });
      registerCustomerCardRoutes(typed, { customerCardsService, authentication });
      registerDataRightsRoutes(typed, { dataRights, authentication, requireOrganization, secureCookies });
      registerCommunicationRoutes(typed, {
        communicationsService: communications.service,
        authentication,
        requireOrganization,
      });
      registerCommunicationPreviewRoutes(typed, {
        previewService: communications.previewService,
        authentication,
        requireOrganization,
        rateLimiter,
        previewsPerMinute: config.COMMUNICATION_PREVIEW_RATE_LIMIT_PER_MINUTE,
      });
      registerOwnAccountRoutes(typed, { auth, authentication });
      registerPhoneRoutes(typed, {
        phone: createPhoneService({
          db,
          sms,
          codeLimits: createPhoneCodeLimits({ db, rateLimiter, mailer, config, log: app.log }),
          secret: config.SESSION_SECRET,
        }),
        authentication,
      });
      registerSmsRoutes(typed, {
        handlers: {
          undelivered: (report) => markSmsUndelivered(db, report),
          stop: (phoneNumber) => optOutPhoneNumber(db, phoneNumber),
          outbox: (to) => recentSmsOutbox(db, to),
        },
        secret: config.SESSION_SECRET,
        devOutbox: devSmsOutboxEnabled(config),
      });
      registerConsentRoutes(typed, {
        consentService: createConsentService({ db, secret: config.SESSION_SECRET }),
        authentication,
      });
      registerTargetingRoutes(typed, {
        targetingService: createTargetingService({
          db,
          smsAvailable: sms.sending !== "unavailable",
          usedBySending: targetGroupUsedBySending,
        }),
        authentication,
        requireOrganization,
        rateLimiter,
        heavyRequests,
        previewsPerMinute: config.TARGETING_PREVIEW_RATE_LIMIT_PER_MINUTE,
      });
      registerInsightsRoutes(typed, {
        statisticsService: createInsightsService({
          db,
          heavyRequests,
          dataRequestsInProgress: dataRights.requestsInProgress,
          walletPassCounts: wallet.passEventCounts,
        }),
        heavyRequests,
        authentication,
        requireOrganization,
        rateLimiter,
        requestsPerMinute: config.STATISTICS_RATE_LIMIT_PER_MINUTE,
      });
      registerUserCommunicationRoutes(typed, {
        userCommunicationsService: communications.userCommunicationsService,
        authentication,
        requireOrganization,
      });
      registerContactRoutes(typed, { contact });
      ({ openStreamCount } = registerEventRoutes(typed, {
        events,
        sessions: { isLive: (sessionId) => isSessionLive(db, sessionId) },
        authentication,
        heartbeatSeconds: config.EVENTS_HEARTBEAT_SECONDS,
        maxStreamsPerIp: config.EVENTS_STREAMS_PER_IP,
      }));
      if (devOutboxEnabled(config)) registerDevOutboxRoutes(typed, { mailer });
    },
    { prefix: "/api" },
  );

  if (devOutboxEnabled(config)) {
    // Anyone who can reach the server can read every sign-up and reset link there: say so loudly.
    app.log.warn(
      "dev outbox is on: /api/dev/outbox lists every mail with its links to anyone (set MAIL_URL to send mail instead)",
    );
  }

  warnAboutSmsSending(app.log, smsSending(config));
  // The customer login page's form, when it is sent before the page's script has run.
  registerLoginFormRoute(app, {
    auth,
    secureCookies,
    sessionTtlSeconds: sessionTtl,
    publicUrl: config.PUBLIC_URL,
  });

  if (options.serveWebApps ?? true) {
    await registerWebApps(app, { distRoot: config.WEB_DIST_DIR, googleSignIn: google.isConfigured() });
  } else registerRootNotFound(app);

  app.addHook("onClose", async () => {
    // Jobs first: a run in progress finishes on the database before it closes. The sending pass,
    // which can run for minutes, is told first to hand back what it has not sent.
    const handingBack = communications.stopSending();
    await walletPushes.stop();
    await jobs.stop();
    wallet.close();
    await handingBack;
    await communications.close();
    await sms.close();
    await events.stop();
    await mailer.stop();
    if (ownsDatabase) await database.close();
  });
  return {
    app,
    database,
    mailer,
    events,
    jobs,
    pointsExpiry,
    communications,
    sms,
    ledger,
    lifecycle,
    metrics,
    heavyRequests,
    webhookDelivery,
    importRunner,
    dataRights,
    wallet,
    walletPushes,
  };
}
