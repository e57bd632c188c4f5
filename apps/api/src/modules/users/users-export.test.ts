import { randomUUID } from "node:crypto";
import { USERS_EXPORT_IDS_MAX } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { csvField } from "../../lib/csv";
import { directoryAdmin, person, uniqueWord } from "./users-directory.test-helpers";

/** Splits RFC 4180 text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  return rows;
}

describe("csvField", () => {
  it("quotes what RFC 4180 needs quoted and neutralizes spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    for (const formula of [
      "=1+1",
      "+46701234567",
      "-2",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "\n=1",
      " =1+1",
      "  @x",
    ]) {
      expect(csvField(formula).replace(/^"/, "").startsWith("'"), formula).toBe(true);
    }
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Leading spaces before ordinary text are kept as typed.
    expect(csvField("  Anna")).toBe("  Anna");
  });
});

describe("POST /user/export", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("exports every customer matching q, newest members first, with a header and a dated file name", async () => {
    const admin = await directoryAdmin(testApp);
    const word = uniqueWord("Export");
    await admin.addCustomer(
      { firstName: "Ann", lastName: word, phoneNumber: "+46701112233" },
      new Date("2024-01-01T00:00:00Z"),
    );
    await admin.addCustomer(
      { firstName: 'Bo "Bosse", Jr', lastName: word },
      new Date("2024-02-01T00:00:00Z"),
    );
    await admin.addCustomer(
      { firstName: "=cmd|' /C calc'!A0", lastName: `${word}x` },
      new Date("2024-03-01T00:00:00Z"),
    );
    await admin.addCustomer({ firstName: "Not", lastName: uniqueWord("Matching") });
    const response = await admin.call("POST", "/user/export", { q: word });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(["First name", "Last name", "Email", "Phone number", "Member since"]);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[4]])).toEqual([
      ["'=cmd|' /C calc'!A0", "", "2024-03-01T00:00:00.000Z"],
      ['Bo "Bosse", Jr', "", "2024-02-01T00:00:00.000Z"],
      ["Ann", "'+46701112233", "2024-01-01T00:00:00.000Z"],
    ]);
  });

  it("exports the chosen customers of this organization only, leaving other ids out", async () => {
    const orgA = await directoryAdmin(testApp);
    const orgB = await directoryAdmin(testApp);
    const mine = await orgB.addCustomer({ firstName: "Mine" });
    const notChosen = await orgB.addCustomer({ firstName: "NotChosen" });
    const theirs = await orgA.addCustomer({ firstName: "Theirs" });
    const newcomer = await person(testApp);
    await orgB.call("GET", `/user/search?q=${newcomer.email}`);
    const response = await orgB.call("POST", "/user/export", {
      ids: [mine.id, theirs.id, newcomer.id, randomUUID()],
    });
    const names = parseCsv(response.body.slice(1)).map((row) => row[0]);
    expect(names).toEqual(["First name", "Mine"]);
    expect(names).not.toContain(notChosen.firstName);
    const everything = parseCsv((await orgB.call("POST", "/user/export", {})).body.slice(1));
    expect(everything.map((row) => row[0]).sort()).toEqual(["First name", "Mine", "NotChosen"]);
  });

  it("writes the header in the admin's language", async () => {
    const admin = await directoryAdmin(testApp);
    const swede = await testApp.factories.user({ role: "admin", language: "sv-SE" });
    await testApp.factories.addMember(admin.organization.id, swede.id);
    const cookie = await loginAs(testApp, swede);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/user/export",
      headers: { cookie, "x-organization-id": admin.organization.id, origin: "http://stampwise.test" },
      payload: {},
    });
    expect(parseCsv(response.body.slice(1))[0]).toEqual([
      "Förnamn",
      "Efternamn",
      "E-post",
      "Telefonnummer",
      "Medlem sedan",
    ]);
  });

  it("streams thousands of customers in batches without losing or repeating one", async () => {
    const admin = await directoryAdmin(testApp);
    const word = uniqueWord("Bulk");
    await testApp.db.execute(sql`
      insert into users (email, first_name, last_name, role)
      select 'bulk-' || gen_random_uuid() || '@example.test', 'Bulk', ${word}, 'user' from generate_series(1, 2500)
`);
    await testApp.db.execute(sql`
      insert into organization_customers (organization_id, user_id, member_since)
      select ${admin.organization.id}, id, now() - random() * interval '1 day' from users where last_name = ${word}`);
    const rows = parseCsv((await admin.call("POST", "/user/export", { q: word })).body.slice(1)).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row[2])).size).toBe(2500);
  });

  it("refuses bad input with a 4xx and a code", async () => {
    const admin = await directoryAdmin(testApp);
    const cases: [unknown, string][] = [
      [{ ids: [] }, "VALIDATION_ERROR"],
      [{ ids: ["not-a-uuid"] }, "VALIDATION_ERROR"],
      [{ ids: Array.from({ length: USERS_EXPORT_IDS_MAX + 1 }, () => randomUUID()) }, "VALIDATION_ERROR"],
      [{ q: "x".repeat(101) }, "VALIDATION_ERROR"],
      [{ sort: "email" }, "VALIDATION_ERROR"],
      [[], "VALIDATION_ERROR"],
    ];
    for (const [payload, code] of cases) {
      const response = await admin.call("POST", "/user/export", payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    const badJson = await testApp.app.inject({
      method: "POST",
      url: "/api/user/export",
      headers: {
        cookie: admin.cookie,
        "x-organization-id": admin.organization.id,
        origin: "http://stampwise.test",
        "content-type": "application/json",
      },
      payload: '{"ids": [',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe("BAD_REQUEST");
  });
});
