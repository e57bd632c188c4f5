import { POINTS_POSTING_MAX, POINTS_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { formErrorForServerIssue, qrCodeFormDefaults, qrCodeFormSchema } from "./qr-code-form";

const cards = [
  { id: "5b7c1a52-8d3f-4c0e-9a1b-2c3d4e5f6a7b", stampsRequired: 10 },
  { id: "0f9e8d7c-6b5a-4321-8fed-cba987654321", stampsRequired: 3 },
];
const schema = qrCodeFormSchema(cards);
const valid = { type: "stamp", description: "Coffee", stampCardId: cards[0]?.id, stamps: "2" };
const validPoints = { type: "points", description: "Coffee beans", points: "25" };

/** The first message of each field, the way the form shows them. */
function messages(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("qrCodeFormSchema", () => {
  it("accepts a described code with stamps within the card and gives the stamps as a number", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, stamps: 2 });
    expect(schema.parse({ ...valid, stamps: " 10 " })).toMatchObject({ stamps: 10 });
  });

  it("requires the description and the stamp card of a stamp code", () => {
    expect(messages({ ...valid, description: "   ", stampCardId: "" })).toEqual({
      description: "descriptionRequired",
      stampCardId: "stampCardRequired",
    });
  });

  it("names a missing or unknown type under the type field", () => {
    expect(messages({ ...valid, type: undefined })).toEqual({ type: "typeRequired" });
    expect(messages({ ...valid, type: "gift" })).toEqual({ type: "typeRequired" });
  });

  it("wants a whole number of at least one stamp", () => {
    for (const stamps of ["0", "", "1.5", "-1", "two"]) {
      expect(messages({ ...valid, stamps }), stamps).toEqual({ stamps: "stampsMin" });
    }
  });

  it("refuses more stamps than the chosen card requires, even before the description is written", () => {
    expect(messages({ ...valid, stamps: "11" })).toEqual({ stamps: "stampsAboveCard" });
    expect(messages({ ...valid, stampCardId: cards[1]?.id, stamps: "4" })).toEqual({
      stamps: "stampsAboveCard",
    });
    expect(messages({ ...valid, description: "", stamps: "11" })).toEqual({
      description: "descriptionRequired",
      stamps: "stampsAboveCard",
    });
    expect(messages({ ...valid, stampCardId: cards[1]?.id, stamps: "3" })).toEqual({});
  });

  it("accepts a described points code and gives only its own fields, the points as a number", () => {
    expect(schema.parse(validPoints)).toEqual({ ...validPoints, points: 25 });
    // What a stamp code asks stays behind when the admin switches the type to points.
    expect(schema.parse({ ...validPoints, stampCardId: cards[0]?.id, stamps: "2", points: " 7 " })).toEqual({
      ...validPoints,
      points: 7,
    });
  });

  it("wants a whole number of points from 1 to the most one posting may give", () => {
    for (const points of ["0", "", "2.5", "-3", "many", String(POINTS_POSTING_MAX + 1), "1".repeat(20)]) {
      expect(messages({ ...validPoints, points }), points).toEqual({ points: "pointsRange" });
    }
    expect(messages({ ...validPoints, points: undefined })).toEqual({ points: "pointsRange" });
    expect(schema.parse({ ...validPoints, points: String(POINTS_POSTING_MAX) })).toMatchObject({
      points: POINTS_POSTING_MAX,
    });
  });

  it("requires the description of a points code, and never a stamp card", () => {
    expect(messages({ ...validPoints, description: " " })).toEqual({ description: "descriptionRequired" });
    expect(messages({ type: "points", description: "Beans", points: "5", stampCardId: "" })).toEqual({});
  });

  it("starts a new code on the only card, and an edit from the code's values", () => {
    expect(qrCodeFormDefaults(undefined, cards.slice(0, 1))).toMatchObject({
      type: "stamp",
      stampCardId: cards[0]?.id,
    });
    expect(qrCodeFormDefaults(undefined, cards)).toMatchObject({ type: "stamp", stampCardId: "" });
    const code = {
      id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
      type: "stamp" as const,
      description: "Lunch",
      stampCardId: cards[1]?.id ?? "",
      stamps: 3,
      createdAt: "2026-01-01T10:00:00.000Z",
    };
    expect(qrCodeFormDefaults(code, cards)).toEqual({
      type: "stamp",
      description: "Lunch",
      stampCardId: cards[1]?.id,
      stamps: "3",
    });
  });

  it("starts a new code as a points code when there is no stamp card, and edits a points code as one", () => {
    expect(qrCodeFormDefaults(undefined, [])).toEqual({ type: "points", description: "", points: "" });
    const code = {
      id: "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
      type: "points" as const,
      description: "Beans at the till",
      points: 25,
      createdAt: "2026-01-01T10:00:00.000Z",
    };
    expect(qrCodeFormDefaults(code, cards)).toEqual({
      type: "points",
      description: "Beans at the till",
      points: "25",
    });
  });

  it("places the server's field issues under the field with the form's own text", () => {
    expect(
      formErrorForServerIssue({ path: "stamps", message: "At most the card's 3 required stamps" }),
    ).toEqual({ field: "stamps", error: "stampsAboveCard" });
    expect(
      formErrorForServerIssue({ path: "points", message: POINTS_VALIDATION_MESSAGES.pointsRange }),
    ).toEqual({ field: "points", error: "pointsRange" });
    expect(formErrorForServerIssue({ path: "organizationId", message: "Invalid" })).toBeUndefined();
  });

  it("tells a missing description from a too long one in the server's answer", () => {
    expect(
      formErrorForServerIssue({
        path: "description",
        message: VALIDATION_MESSAGES.qrCodeDescriptionRequired,
      }),
    ).toEqual({ field: "description", error: "descriptionRequired" });
    expect(
      formErrorForServerIssue({
        path: "description",
        message: VALIDATION_MESSAGES.qrCodeDescriptionTooLong,
      }),
    ).toEqual({ field: "description", error: "descriptionTooLong" });
  });
});
