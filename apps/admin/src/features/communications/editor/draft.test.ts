import type { Communication } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { changesOf, draftOf, draftProblems, fieldMessages, sameCommunication, withMedium } from "./draft";

const communication: Communication = {
  id: "6a4f3c2e-1b0d-4e9f-8a7b-6c5d4e3f2a1b",
  title: "Autumn buns",
  content: "",
  targetGroupId: "7b5e4d3c-2a1f-4e0d-9c8b-7a6f5e4d3c2b",
  media: ["email"],
  email: { subject: "Buns", body: "Hello {{firstName}}" },
  sms: null,
  inApp: null,
  deliveryType: "instant",
  status: "draft",
  scheduledFor: null,
  activatedAt: null,
  failure: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
};

describe("the communication draft", () => {
  it("sends only the chosen channels' content, and keeps an unticked channel's text in the draft", () => {
    const withSms = withMedium({ ...draftOf(communication), sms: { message: "Hi" } }, "sms", true);
    expect(withSms.media).toEqual(["email", "sms"]);
    const withoutEmail = withMedium(withSms, "email", false);
    expect(changesOf(withoutEmail)).toMatchObject({
      media: ["sms"],
      email: null,
      sms: { message: "Hi" },
      inApp: null,
    });
    expect(withoutEmail.email.subject).toBe("Buns");
    expect(withMedium(withoutEmail, "in_app", true).media).toEqual(["sms", "in_app"]);
  });

  it("is unchanged when only an unticked channel's text changed", () => {
    const draft = draftOf(communication);
    expect(sameCommunication(draft, { ...draft, sms: { message: "not sent" } })).toBe(true);
    expect(sameCommunication(draft, { ...draft, email: { ...draft.email, subject: "Cake" } })).toBe(false);
  });

  it("lists what blocks scheduling, per chosen channel", () => {
    const draft = withMedium({ ...draftOf(communication), title: " " }, "in_app", true);
    expect(draftProblems(draft, null).map((problem) => problem.path)).toEqual([
      "title",
      "targetGroupId",
      "inApp.title",
      "inApp.body",
    ]);
    expect(draftProblems(withMedium(withMedium(draft, "email", false), "in_app", false), "x")).toContainEqual(
      {
        path: "media",
        message: "Choose at least one channel",
      },
    );
  });

  it("tells at once of an unknown variable or a text too long, by its field", () => {
    const draft = {
      ...draftOf(communication),
      email: { subject: "Hi {{nickname}}", body: "x".repeat(20_001) },
    };
    const messages = fieldMessages(draft);
    expect(messages.get("email.subject")).toMatch(/^Unknown variable/);
    expect(messages.get("email.body")).toBe("Email text is too long");
    expect(fieldMessages(draftOf(communication)).size).toBe(0);
  });
});
