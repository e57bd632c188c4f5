import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_PUBLIC_URL } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";

interface LogLine {
  level: number;
  msg: string;
}

const WARN = 40;

/** The real app with its log lines captured, under the given environment. */
async function appWith(env: Record<string, string>) {
  const database = await openTestDatabase();
  const lines: LogLine[] = [];
  const config = loadConfig({ NODE_ENV: "development", PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  const { app } = await buildApp(config, {
    database,
    serveWebApps: false,
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await app.ready();
  return { app, database, lines };
}

describe("the dev outbox", () => {
  let opened: Awaited<ReturnType<typeof appWith>> | undefined;
  afterEach(async () => {
    await opened?.app.close();
    await opened?.database.close();
    opened = undefined;
  });

  const outboxWarnings = (lines: LogLine[]) =>
    lines.filter((line) => line.level === WARN && line.msg.includes("/api/dev/outbox"));

  it("is served without a mail server, and the start says so at warn level", async () => {
    opened = await appWith({});
    const response = await opened.app.inject({ method: "GET", url: "/api/dev/outbox" });

    expect(response.statusCode).toBe(200);
    expect(outboxWarnings(opened.lines)).toHaveLength(1);
  });

  it("does not exist when MAIL_URL names a mail server, even in development", async () => {
    opened = await appWith({ MAIL_URL: "smtp://127.0.0.1:2525" });
    for (const url of ["/api/dev/outbox", "/api/dev/outbox?to=someone%40example.test"]) {
      const response = await opened.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(outboxWarnings(opened.lines)).toEqual([]);
  });

  it("does not exist in production, with or without a mail server", async () => {
    const mailSettings: Record<string, string>[] = [{}, { MAIL_URL: "smtp://127.0.0.1:2525" }];
    for (const mail of mailSettings) {
      opened = await appWith({
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-secret-that-is-long-enough",
        ...mail,
      });
      const response = await opened.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(response.statusCode).toBe(404);
      expect(outboxWarnings(opened.lines)).toEqual([]);
      await opened.app.close();
      await opened.database.close();
      opened = undefined;
    }
  });
});
