import { describe, expect, it } from "vitest";
import { isProduction, loadConfig } from "./config";

describe("loadConfig", () => {
  it("fills in defaults for a development start with an empty environment", () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      SESSION_TTL_DAYS: 30,
      MAIL_FROM: "Stampwise <no-reply@stampwise.local>",
      LOG_LEVEL: "info",
      LOGIN_RATE_LIMIT_PER_IP: 30,
      LOGIN_RATE_LIMIT_PER_EMAIL: 10,
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: 900,
      CONTACT_EMAIL: "hello@stampwise.local",
      CONTACT_RATE_LIMIT_PER_IP: 5,
      EVENTS_HEARTBEAT_SECONDS: 25,
      GOOGLE_AUTHORIZATION_URL: "https://accounts.google.com/o/oauth2/v2/auth",
      GOOGLE_TOKEN_URL: "https://oauth2.googleapis.com/token",
      GOOGLE_USERINFO_URL: "https://openidconnect.googleapis.com/v1/userinfo",
      GOOGLE_TOKENINFO_URL: "https://oauth2.googleapis.com/tokeninfo",
    });
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(16);
    // Unset means: embedded database, dev outbox, Google sign-in off.
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAIL_URL).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(isProduction(config)).toBe(false);
  });

  it("derives the default PUBLIC_URL from PORT", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("keeps an explicit PUBLIC_URL, without a trailing slash", () => {
    const config = loadConfig({ PORT: "8080", PUBLIC_URL: "https://loyalty.example.com/" });

    expect(config.PUBLIC_URL).toBe("https://loyalty.example.com");
  });

  it("turns numeric settings into numbers", () => {
    const config = loadConfig({ PORT: "4000", SESSION_TTL_DAYS: "7", LOGIN_RATE_LIMIT_PER_IP: "5" });

    expect(config).toMatchObject({ PORT: 4000, SESSION_TTL_DAYS: 7, LOGIN_RATE_LIMIT_PER_IP: 5 });
  });

  it.each(["not-a-port", "70000", "-1", "80.5", "", "  "])(
    "refuses PORT=%j with a message naming PORT",
    (port) => {
      expect(() => loadConfig({ PORT: port })).toThrowError(/^Invalid configuration:\n {2}PORT: .+/);
    },
  );

  it("lists every invalid setting in one message", () => {
    let message = "";
    try {
      loadConfig({ PORT: "abc", NODE_ENV: "staging", MAIL_URL: "http://mail.example.com" });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }

    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}NODE_ENV: /m);
    expect(message).toMatch(/^ {2}MAIL_URL: /m);
  });

  it("refuses a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://localhost/stampwise" })).toThrowError(/DATABASE_URL/);
  });

  it("refuses a SESSION_SECRET shorter than 16 characters", () => {
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrowError(/SESSION_SECRET/);
  });

  it("refuses to start in production with the default SESSION_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrowError(
      "Invalid configuration:\n  SESSION_SECRET: must be set in production",
    );
  });

  it("starts in production once a SESSION_SECRET is set", () => {
    const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "a-real-secret-for-production" });

    expect(isProduction(config)).toBe(true);
    expect(config.SESSION_SECRET).toBe("a-real-secret-for-production");
  });

  it("reads boolean settings written as true/false or 1/0", () => {
    expect(loadConfig({ SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: "1" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: "yes" })).toThrowError(/SEED_DEMO/);
  });

  it("reads the contact form and live event settings", () => {
    const config = loadConfig({
      CONTACT_EMAIL: "support@loyalty.example.com",
      CONTACT_RATE_LIMIT_PER_IP: "20",
      EVENTS_HEARTBEAT_SECONDS: "0.5",
    });

    expect(config).toMatchObject({
      CONTACT_EMAIL: "support@loyalty.example.com",
      CONTACT_RATE_LIMIT_PER_IP: 20,
      EVENTS_HEARTBEAT_SECONDS: 0.5,
    });
  });

  it.each([
    ["CONTACT_EMAIL", "not an address"],
    ["CONTACT_RATE_LIMIT_PER_IP", "0"],
    ["EVENTS_HEARTBEAT_SECONDS", "0"],
    ["EVENTS_HEARTBEAT_SECONDS", "301"],
  ])("refuses %s=%j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration:\n {2}${name}: `),
    );
  });
});
