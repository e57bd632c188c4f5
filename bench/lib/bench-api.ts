/**
 * The real API (buildApp) on a bench database, listening on 127.0.0.1. Logging is off and the
 * login limits are out of the way; everything else is the production configuration.
 */
import { randomBytes } from "node:crypto";
import { type BuiltApp, buildApp } from "../../apps/api/src/app";
import type { AppInstance } from "../../apps/api/src/app-types";
import { type Config, loadConfig } from "../../apps/api/src/config";
import type { Database } from "../../apps/api/src/db/client";

export interface BenchApi {
  app: AppInstance;
  /** Everything buildApp made: the event bus, the jobs, the communications engine. */
  built: BuiltApp;
  config: Config;
  /** http://127.0.0.1:<port>, also the PUBLIC_URL, so requests send it as their Origin. */
  base: string;
  close(): Promise<void>;
}

export async function startBenchApi(
  database: Database,
  port: number,
  /** Adds bench-only routes before the server starts listening. */
  extend?: (app: AppInstance, config: Config) => void,
  /** Settings beyond the production defaults (MAIL_URL for a sink, a higher send rate). */
  env: Record<string, string> = {},
): Promise<BenchApi> {
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(24).toString("hex"),
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    LOGIN_RATE_LIMIT_PER_IP: "100000000",
    LOGIN_RATE_LIMIT_PER_EMAIL: "100000000",
    ...env,
  });
  const built = await buildApp(config, { database, serveWebApps: false, logger: false });
  const { app } = built;
  extend?.(app, config);
  await app.listen({ port, host: "127.0.0.1" });
  return { app, built, config, base, close: () => app.close() };
}

/** A port from the environment, or the bench's own default. */
export function benchPort(variable: string, fallback: number): number {
  const port = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} is not a port`);
  return port;
}
