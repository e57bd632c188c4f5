import type { CommunicationListItem } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { COMMUNICATIONS_PAGE_SIZE, DEFAULT_VIEW, viewCommunications } from "./list-view";

function item(overrides: Partial<CommunicationListItem> & { title: string }): CommunicationListItem {
  return {
    id: crypto.randomUUID(),
    content: "",
    targetGroupId: null,
    targetConditionKinds: null,
    media: [],
    email: null,
    sms: null,
    inApp: null,
    deliveryType: "instant",
    status: "draft",
    scheduledFor: null,
    activatedAt: null,
    failure: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

const titles = (rows: readonly CommunicationListItem[]) => rows.map((row) => row.title);

describe("viewCommunications", () => {
  const items = [
    item({
      title: "Buns",
      status: "active",
      media: ["email", "in_app"],
      createdAt: "2026-11-03T00:00:00.000Z",
    }),
    item({ title: "apples", status: "draft", media: ["sms"], createdAt: "2026-11-01T00:00:00.000Z" }),
    item({
      title: "Cake",
      status: "scheduled",
      media: ["email"],
      scheduledFor: "2026-12-01T09:00:00.000Z",
      createdAt: "2026-11-02T00:00:00.000Z",
    }),
  ];

  it("shows the newest first by default", () => {
    expect(titles(viewCommunications(items, DEFAULT_VIEW).rows)).toEqual(["Buns", "Cake", "apples"]);
  });

  it("filters by status and by channel", () => {
    expect(titles(viewCommunications(items, { ...DEFAULT_VIEW, status: "draft" }).rows)).toEqual(["apples"]);
    expect(titles(viewCommunications(items, { ...DEFAULT_VIEW, medium: "email" }).rows)).toEqual([
      "Buns",
      "Cake",
    ]);
    expect(viewCommunications(items, { ...DEFAULT_VIEW, status: "inactive" }).total).toBe(0);
  });

  it("sorts by title ignoring case, either way, and keeps the unscheduled last", () => {
    expect(
      titles(viewCommunications(items, { ...DEFAULT_VIEW, sort: "title", descending: false }).rows),
    ).toEqual(["apples", "Buns", "Cake"]);
    for (const descending of [true, false]) {
      const rows = viewCommunications(items, { ...DEFAULT_VIEW, sort: "scheduledFor", descending }).rows;
      expect(rows[0]?.title).toBe("Cake");
    }
  });

  it("filters the failed ones, and sorts them after the paused and before the drafts", () => {
    const failed = item({
      title: "Dates",
      status: "failed",
      failure: { code: "rulesOutOfRange", at: "2026-11-04T00:00:00.000Z" },
    });
    const withFailed = [...items, failed, item({ title: "Eggs", status: "inactive" })];
    expect(titles(viewCommunications(withFailed, { ...DEFAULT_VIEW, status: "failed" }).rows)).toEqual([
      "Dates",
    ]);
    expect(
      titles(viewCommunications(withFailed, { ...DEFAULT_VIEW, sort: "status", descending: false }).rows),
    ).toEqual(["Buns", "Cake", "Eggs", "Dates", "apples"]);
  });

  it("pages ten at a time and keeps the page within what exists", () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      item({ title: `Message ${index}`, createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }),
    );
    const third = viewCommunications(many, { ...DEFAULT_VIEW, page: 3 });
    expect(third).toMatchObject({ total: 23, page: 3, pages: 3 });
    expect(third.rows).toHaveLength(23 - 2 * COMMUNICATIONS_PAGE_SIZE);
    expect(viewCommunications(many, { ...DEFAULT_VIEW, page: 9 }).page).toBe(3);
    expect(viewCommunications([], { ...DEFAULT_VIEW, page: 2 })).toMatchObject({
      page: 1,
      pages: 1,
      total: 0,
    });
  });
});
