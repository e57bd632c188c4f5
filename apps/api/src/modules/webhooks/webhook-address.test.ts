import { describe, expect, it } from "vitest";
import { guardedLookup, isAllowedAddress, isAllowedWebhookUrl } from "./webhook-address";

const production = { allowLoopback: false };
const development = { allowLoopback: true };

describe("where a webhook may go", () => {
  it.each([
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "127.0.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd12::1",
    "fe80::1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
  ])("refuses %s in production", (address) => {
    expect(isAllowedAddress(address, production)).toBe(false);
  });

  it("lets public addresses through, and loopback only in development", () => {
    expect(isAllowedAddress("93.184.216.34", production)).toBe(true);
    expect(isAllowedAddress("2606:4700::1111", production)).toBe(true);
    expect(isAllowedAddress("127.0.0.1", development)).toBe(true);
    expect(isAllowedAddress("10.0.0.1", development)).toBe(false);
  });

  it("allows http only to this machine, in development", () => {
    expect(isAllowedWebhookUrl("https://hooks.example.com/in", production)).toBe(true);
    expect(isAllowedWebhookUrl("http://localhost:4000/in", development)).toBe(true);
    expect(isAllowedWebhookUrl("http://127.0.0.1:4000/in", development)).toBe(true);
    expect(isAllowedWebhookUrl("http://localhost:4000/in", production)).toBe(false);
    expect(isAllowedWebhookUrl("https://127.0.0.1/in", production)).toBe(false);
    expect(isAllowedWebhookUrl("https://[::1]/in", production)).toBe(false);
    expect(isAllowedWebhookUrl("http://hooks.example.com/in", development)).toBe(false);
    expect(isAllowedWebhookUrl("https://intranet/in", production)).toBe(false);
  });

  it("refuses at send time a name that resolves to the server's own network", async () => {
    const lookup = guardedLookup(production);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup("localhost", { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe("ADDRESS_NOT_ALLOWED");
    const allowed = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(development)("localhost", { all: true }, (failure) => resolve(failure)),
    );
    expect(allowed).toBeNull();
  });
});
