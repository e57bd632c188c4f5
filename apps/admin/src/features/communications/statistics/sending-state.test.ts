import { describe, expect, it } from "vitest";
import { isSending } from "./sending-state";

const now = Date.parse("2026-05-01T12:00:00.000Z");
const minutes = (count: number) => new Date(now + count * 60_000).toISOString();
const communication = {
  status: "active" as const,
  deliveryType: "instant" as const,
  scheduledFor: minutes(-30),
  activatedAt: minutes(-30),
};

describe("isSending", () => {
  it("follows while any delivery is pending, whatever the status", () => {
    expect(isSending(communication, { pending: 3 }, now)).toBe(true);
    expect(isSending({ ...communication, status: "inactive" }, { pending: 1 }, now)).toBe(true);
  });

  it("stops following an instant communication that has sent everything", () => {
    expect(isSending(communication, { pending: 0 }, now)).toBe(false);
  });

  it("follows an instant communication in its first minute, before its audience shows", () => {
    expect(isSending({ ...communication, activatedAt: minutes(-0.5) }, { pending: 0 }, now)).toBe(true);
  });

  it("follows an active continuous communication: customers join as they come to match", () => {
    expect(isSending({ ...communication, deliveryType: "continuous" }, { pending: 0 }, now)).toBe(true);
  });

  it("follows a scheduled communication only when its time is near", () => {
    const scheduled = { ...communication, status: "scheduled" as const, activatedAt: null };
    expect(isSending({ ...scheduled, scheduledFor: minutes(1) }, { pending: 0 }, now)).toBe(true);
    expect(isSending({ ...scheduled, scheduledFor: minutes(60) }, { pending: 0 }, now)).toBe(false);
  });

  it("does not follow a draft or a paused communication with nothing pending", () => {
    expect(isSending({ ...communication, status: "draft" }, { pending: 0 }, now)).toBe(false);
    expect(isSending({ ...communication, status: "inactive" }, { pending: 0 }, now)).toBe(false);
  });
});
