import { type Administrator, VALIDATION_MESSAGES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import {
  administratorChanges,
  editAdministratorDefaults,
  editAdministratorSchema,
} from "./edit-administrator-form";

const member: Administrator = {
  userId: "11111111-1111-4111-8111-111111111111",
  firstName: "Adam",
  lastName: "Berg",
  email: "adam@example.com",
  phoneNumber: null,
  role: "admin",
  memberSince: "2026-01-01T00:00:00.000Z",
};
const withPhone: Administrator = { ...member, phoneNumber: "+46701234567" };

const messagesOf = (schema: ReturnType<typeof editAdministratorSchema>, values: object) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("editAdministratorSchema", () => {
  it("lets a member without a phone number stay without one", () => {
    expect(messagesOf(editAdministratorSchema(member), editAdministratorDefaults(member))).toEqual([]);
  });

  it("takes a phone number as people type it, national or international", () => {
    for (const phoneNumber of ["070-123 45 67", "0701234567", "+46 70 123 45 67", "0046701234567"]) {
      const values = { ...editAdministratorDefaults(member), phoneNumber };
      expect(messagesOf(editAdministratorSchema(member), values), phoneNumber).toEqual([]);
    }
  });

  it("checks a phone number that is typed, and keeps a given one from being emptied", () => {
    const values = { ...editAdministratorDefaults(member), phoneNumber: "call me" };
    expect(messagesOf(editAdministratorSchema(member), values)).toEqual([
      ["phoneNumber", VALIDATION_MESSAGES.phoneUnreadable],
    ]);
    const emptied = { ...editAdministratorDefaults(withPhone), phoneNumber: "" };
    expect(messagesOf(editAdministratorSchema(withPhone), emptied)).toEqual([
      ["phoneNumber", VALIDATION_MESSAGES.phoneUnreadable],
    ]);
  });

  it("requires both names, with the contract's messages", () => {
    const values = { ...editAdministratorDefaults(member), firstName: "  ", lastName: "" };
    expect(messagesOf(editAdministratorSchema(member), values)).toEqual([
      ["firstName", VALIDATION_MESSAGES.nameRequired],
      ["lastName", VALIDATION_MESSAGES.nameRequired],
    ]);
  });
});

describe("administratorChanges", () => {
  const parse = (subject: Administrator, values: object) => editAdministratorSchema(subject).parse(values);

  it("sends only the fields that changed, trimmed", () => {
    const values = parse(withPhone, {
      ...editAdministratorDefaults(withPhone),
      firstName: " Adde ",
      role: "owner",
    });
    expect(administratorChanges(withPhone, values)).toEqual({ firstName: "Adde", role: "owner" });
  });

  it("sends nothing when nothing changed, and no empty phone number", () => {
    expect(administratorChanges(member, parse(member, editAdministratorDefaults(member)))).toEqual({});
    const phone = parse(member, { ...editAdministratorDefaults(member), phoneNumber: "+46701234567" });
    expect(administratorChanges(member, phone)).toEqual({ phoneNumber: "+46701234567" });
  });
});
