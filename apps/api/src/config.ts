import path from "node:path";
import type { SmsSending } from "@stampwise/contract";
import { z } from "zod";

const DEFAULT_SECRET = "stampwise-development-secret-change-me";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/**
 * The environment, parsed once at start. Everything else reads the typed `Config`, never
 * `process.env`, so a wrong value fails at start with a readable message.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  // A blank PORT would coerce to 0 (a random port, and links to http://localhost:0): refuse it.
  PORT: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? Number.NaN : value),
      z.coerce.number().int().min(0).max(65535),
    )
    .default(3000),
  /** The address people use; defaults to http://localhost:PORT. Links in emails start with it. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string; unset means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().startsWith("postgres").optional(),
  /**
   * When DATABASE_URL is a pooler in transaction mode (pgbouncer): the database's own address, for
   * what needs a session (LISTEN, migrations, backups).
   */
  DATABASE_DIRECT_URL: z.string().startsWith("postgres").optional(),
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: z.string().min(16).default(DEFAULT_SECRET),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SMTP connection string (smtp://user:pass@host:port); unset means the dev outbox. */
  MAIL_URL: z.string().startsWith("smtp").optional(),
  MAIL_FROM: z.string().default("Stampwise <no-reply@stampwise.local>"),
  /**
   * The SMS provider: 46elks+https://USER:PASS@api.46elks.com/a1/sms or
   * twilio+https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID/Messages.json; unset keeps
   * text messages in the dev outbox.
   */
  SMS_URL: z
    .string()
    .regex(/^(46elks|twilio)\+https?:\/\/.+/, "must start with 46elks+https:// or twilio+https://")
    .optional(),
  /** The sender shown on text messages (an alphanumeric name of up to 11 characters, or a number). */
  SMS_FROM: z.string().min(1).max(15).default("Stampwise"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  GOOGLE_TOKENINFO_URL: z.url().default("https://oauth2.googleapis.com/tokeninfo"),
  /**
   * Apple Wallet passes (decision 044): all of these, or none (then the app offers no Apple
   * button). Certificates and keys are PEM, inline or as a file's path.
   */
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(
      /^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
      "must be a pass type id such as pass.com.example.loyalty",
    )
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, "must be the 10-character team id")
    .optional(),
  APPLE_WALLET_CERTIFICATE: z.string().min(1).optional(),
  APPLE_WALLET_KEY: z.string().min(1).optional(),
  APPLE_WALLET_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WALLET_WWDR_CERTIFICATE: z.string().min(1).optional(),
  APPLE_APNS_KEY: z.string().min(1).optional(),
  APPLE_APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, "must be the 10-character key id")
    .optional(),
  /** Where pushes go; tests point it at a local HTTP/2 stand-in. */
  APPLE_APNS_URL: z.url().default("https://api.push.apple.com"),
  /**
   * Google Wallet passes: the issuer id and the service account's JSON key (inline, or a file's
   * path), both or neither (then the app offers no Google button). The addresses are Google's;
   * tests point them at a local stand-in.
   */
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^[0-9]{1,30}$/, "must be the issuer id: digits only")
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().min(1).optional(),
  GOOGLE_WALLET_API_URL: z.url().default("https://walletobjects.googleapis.com/walletobjects/v1"),
  GOOGLE_WALLET_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_WALLET_SAVE_URL: z.url().default("https://pay.google.com/gp/v/save"),
  /**
   * Google's root signing keys (the JSON at https://pay.google.com/gp/m/issuer/keys, inline or a
   * file's path): with them, Google tells this server when a customer saves or deletes a pass, and
   * insights count Google's passes as they count Apple's. Needs the Google Wallet settings above.
   */
  GOOGLE_WALLET_CALLBACK_KEYS: z.string().min(1).optional(),
  /** Set when a load balancer in front sets X-Forwarded-For; otherwise the socket address counts. */
  TRUST_PROXY: booleanFromEnv.default(false),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Where the landing page's contact form is mailed (with the sender as reply-to). */
  CONTACT_EMAIL: z.email().default("hello@stampwise.local"),
  /** Customer searches one admin may run per minute (the dashboard searches as they type). */
  USER_SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Live targeting counts one admin may ask for per minute (the editor counts as rules change). */
  TARGETING_PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  STATISTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Requests one API key may make a minute (a till at a busy counter makes a few a second at most). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Communication previews one admin may ask for per minute (the editor previews as content changes). */
  COMMUNICATION_PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Organizations one account may start per hour ("Add organization"; sign-up's first not counted). */
  ORGANIZATIONS_PER_HOUR_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Organizations one account may own in all (sign-up's first included). */
  ORGANIZATIONS_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  /**
   * Phone confirmation codes (each a paid text message) sent per hour: to one account, to one
   * number, for one organization's customers, and in all. Past the organization's limit its owners
   * are emailed, past the overall one CONTACT_EMAIL, once per hour each.
   */
  PHONE_CODES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PHONE_CODES_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PHONE_CODES_PER_ORGANIZATION_PER_HOUR: z.coerce.number().int().min(1).default(100),
  PHONE_CODES_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  /**
   * PostgreSQL: how long one statement may run (ms), every connection's default; heavy requests
   * get HEAVY_STATEMENT_TIMEOUT_MS instead. Past it the request answers 503 QUERY_TOO_HEAVY.
   */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** The bound of a heavy request's statements: targeting counts, insights, the users table and export. */
  HEAVY_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Heavy requests one organization may run at once, across every API process; more answer 429. */
  HEAVY_REQUESTS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(100).default(2),
  /** Contact form messages accepted per client address and hour. */
  CONTACT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(5),
  /** Seconds between keep-alive comments on open event streams (fractions allowed, for tests). */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().positive().max(300).default(25),
  /** Open event streams per client address in one API process; more answer 429. */
  EVENTS_STREAMS_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Messages one organization's communications may send per minute, all channels together. */
  COMMUNICATIONS_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  /**
   * How long a worker holds the deliveries it claimed: a worker that dies mid-send leaves them to
   * others after this (only then can a message in flight go twice).
   */
  COMMUNICATIONS_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * How long a stopping process may take to finish its requests and jobs in flight after SIGTERM;
   * then it exits anyway. Keep it below the orchestrator's own grace period (Kubernetes: 30 s).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(25),
  /** Serves GET /metrics on the API's port to `Authorization: Bearer <token>` (16+ characters). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Serves GET /metrics without a token on this port of its own (keep it private). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Directory holding the built web apps (admin/ and customer/). */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `pretty` lines for people, `json` lines for collectors; `auto` is pretty on a terminal only. */
  LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
  SEED_DEMO: booleanFromEnv.optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && config.SESSION_SECRET === DEFAULT_SECRET) {
    throw new Error("Invalid configuration:\n  SESSION_SECRET: must be set in production");
  }
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ""),
  };
}

export function isProduction(config: Config): boolean {
  return config.NODE_ENV === "production";
}

export function dataDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR);
}

/**
 * The dev outbox serves every kept mail, reset links included, without a session: only while no
 * mail server is configured (so the mail goes nowhere else), and never in production.
 */
export function devOutboxEnabled(config: Config): boolean {
  return !isProduction(config) && !config.MAIL_URL;
}

/** Text messages are kept in a dev outbox, readable at /api/dev/outbox/sms, only in development. */
export function devSmsOutboxEnabled(config: Config): boolean {
  return !isProduction(config) && !config.SMS_URL;
}

/**
 * How text messages leave: through the SMS_URL provider; without one, into the dev outbox outside
 * production; in production without one, not at all (the SMS channel is then unavailable).
 */
export function smsSending(config: Config): SmsSending {
  if (config.SMS_URL) return "provider";
  return devSmsOutboxEnabled(config) ? "dev-outbox" : "unavailable";
}
