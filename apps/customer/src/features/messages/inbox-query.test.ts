import type { Inbox } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { withMessageRead } from "./inbox-query";

const message = (id: string, readAt: string | null) => ({
  id,
  organizationId: "00000000-0000-4000-8000-000000000001",
  organizationName: "Café",
  title: `Message ${id}`,
  body: "Two for one",
  sentAt: "2026-11-24T10:00:00.000Z",
  readAt,
});

describe("withMessageRead", () => {
  const inbox: Inbox = {
    unread: 2,
    messages: [message("a", null), message("b", null), message("c", "2026-11-23T10:00:00.000Z")],
  };

  it("marks one unread message read and counts one fewer unread", () => {
    const after = withMessageRead(inbox, "b", "2026-11-24T12:00:00.000Z");
    expect(after.unread).toBe(1);
    expect(after.messages.map((each) => each.readAt)).toEqual([
      null,
      "2026-11-24T12:00:00.000Z",
      "2026-11-23T10:00:00.000Z",
    ]);
  });

  it("leaves the inbox as it is for a message already read, or not in it", () => {
    expect(withMessageRead(inbox, "c", "2026-11-24T12:00:00.000Z")).toBe(inbox);
    expect(withMessageRead(inbox, "zz", "2026-11-24T12:00:00.000Z")).toBe(inbox);
  });

  it("never counts below zero", () => {
    expect(withMessageRead({ ...inbox, unread: 0 }, "a", "2026-11-24T12:00:00.000Z").unread).toBe(0);
  });
});
