import type { CustomerImportRowProblem } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { ownerSession } from "../administrators/administrators.test-helpers";

/** A person a generated file holds on a good line, with the balances it names. */
export interface GeneratedPerson {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  points: number;
  stamps: number;
  /** Gift balance in minor units; 0: none. */
  giftMinor: number;
}

/** One kind of wrong row: what the cells hold and the problem the dry run must name. */
interface WrongRowKind {
  problem: CustomerImportRowProblem;
  column: string | null;
  cells: (good: string[], earlierEmail: string) => string[];
}

export const STAMP_COLUMN = "stamps: Coffee card";
export const GIFT_COLUMN = "gift: Gift card";
export const UNKNOWN_CARD_COLUMN = "stamps: Tea card";
export const IMPORT_HEADER = [
  "email",
  "first_name",
  "last_name",
  "phone",
  "points",
  STAMP_COLUMN,
  GIFT_COLUMN,
  UNKNOWN_CARD_COLUMN,
];

const set = (cells: string[], index: number, value: string) =>
  cells.map((cell, at) => (at === index ? value : cell));

/** Every kind of wrong row the brief names, on a Coffee card of 10 stamps. */
export const WRONG_ROW_KINDS: WrongRowKind[] = [
  { problem: "EMAIL_MISSING", column: "email", cells: (c) => set(c, 0, "") },
  { problem: "EMAIL_INVALID", column: "email", cells: (c) => set(c, 0, "not-an-email") },
  { problem: "EMAIL_DUPLICATE", column: "email", cells: (c, earlier) => set(c, 0, earlier) },
  { problem: "NAME_TOO_LONG", column: "first_name", cells: (c) => set(c, 1, "A".repeat(101)) },
  { problem: "PHONE_INVALID", column: "phone", cells: (c) => set(c, 3, "12") },
  { problem: "STAMPS_INVALID", column: STAMP_COLUMN, cells: (c) => set(c, 5, "-3") },
  { problem: "STAMPS_INVALID", column: STAMP_COLUMN, cells: (c) => set(c, 5, "2.5") },
  { problem: "STAMPS_TOO_MANY", column: STAMP_COLUMN, cells: (c) => set(c, 5, "11") },
  { problem: "POINTS_INVALID", column: "points", cells: (c) => set(c, 4, "-1") },
  { problem: "POINTS_TOO_HIGH", column: "points", cells: (c) => set(c, 4, "2147483648") },
  { problem: "GIFT_BALANCE_INVALID", column: GIFT_COLUMN, cells: (c) => set(c, 6, "25,505") },
  { problem: "UNKNOWN_COLUMN", column: UNKNOWN_CARD_COLUMN, cells: (c) => set(c, 7, "4") },
  { problem: "FORMULA", column: "last_name", cells: (c) => set(c, 2, '=HYPERLINK("http://evil.test","x")') },
  { problem: "FORMULA", column: "first_name", cells: (c) => set(c, 1, "@SUM(A1:A2)") },
  { problem: "NUL_BYTE", column: "last_name", cells: (c) => set(c, 2, "Nul\0Byte") },
];

/** A cell as CSV writes it: quoted when it holds the separator, a quote or a line break. */
const quote = (cell: string, separator: string) =>
  cell.includes(separator) || cell.includes('"') || cell.includes("\n")
    ? `"${cell.replaceAll('"', '""')}"`
    : cell;

/**
 * A file of `rows` people as Swedish Excel writes it (BOM, semicolons, decimal commas), one row in
 * every 100 wrong, cycling through every kind of wrong row. Answers the file, the good people in
 * file order and the problem expected on each wrong line.
 */
export function generateImportFile(options: { rows: number; prefix: string; wrongEvery?: number }) {
  const wrongEvery = options.wrongEvery ?? 100;
  const separator = ";";
  const lines = [IMPORT_HEADER.join(separator)];
  const people: GeneratedPerson[] = [];
  const wrong = new Map<number, { problem: CustomerImportRowProblem; column: string | null }>();
  let wrongKind = 0;
  for (let index = 0; index < options.rows; index++) {
    const line = index + 2;
    const person: GeneratedPerson = {
      line,
      email: `${options.prefix}-${index}@import.test`,
      firstName: `First${index}`,
      lastName: `Last ${index}`,
      phone: `+4670${String(1_000_000 + index).padStart(7, "0")}`,
      points: index % 500,
      stamps: index % 10,
      giftMinor: index % 3 === 0 ? 25_050 : 0,
    };
    const good = [
      person.email,
      person.firstName,
      person.lastName,
      `070-${String(1_000_000 + index).padStart(7, "0")}`,
      String(person.points),
      String(person.stamps),
      person.giftMinor ? "250,50" : "",
      "",
    ];
    let cells = good;
    if (index % wrongEvery === wrongEvery - 1) {
      const kind = WRONG_ROW_KINDS[wrongKind++ % WRONG_ROW_KINDS.length] as WrongRowKind;
      cells = kind.cells(good, people[0]?.email ?? `${options.prefix}-0@import.test`);
      wrong.set(line, { problem: kind.problem, column: kind.column });
    } else {
      people.push(person);
    }
    lines.push(cells.map((cell) => quote(cell, separator)).join(separator));
  }
  const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join("\r\n")}\r\n`)]);
  return { csv, people, wrong };
}

/**
 * An owner whose organization has what the generated file names: a Coffee card of 10 stamps, a
 * points program and a gift card; and a way to upload a file as the page does.
 */
export async function importShop(testApp: TestApp) {
  const owner = await ownerSession(testApp);
  const organizationId = owner.organization.id;
  for (const [url, body] of [
    ["/api/loyalty-card", { name: "Coffee card", description: "Tenth coffee is on us", stampsRequired: 10 }],
    [
      "/api/loyalty-program",
      {
        name: "Bean points",
        pointsName: "bean",
        pointsExpiresMonths: 12,
        descriptionTitle: "Collect beans",
        descriptionContent: "One bean per krona.",
        pointsPerKrona: 1,
      },
    ],
    [
      "/api/loyalty-card/gift-cards",
      { name: "Gift card", description: "For a friend", initialBalance: 10_000 },
    ],
  ] as const) {
    const made = await owner.request("POST", url, body);
    expect(made.statusCode, made.body).toBe(201);
  }
  const upload = (url: string, csv: Buffer) =>
    testApp.app.inject({
      method: "POST",
      url,
      headers: { cookie: owner.cookie, "x-organization-id": organizationId, "content-type": "text/csv" },
      payload: csv,
    });
  return { ...owner, organizationId, upload };
}

/** Every person's balances as stored in the organization: email → [points, stamps, gift minor units]. */
export async function storedBalances(testApp: TestApp, organizationId: string) {
  const rows = await queryRows<{ email: string; points: number; stamps: number; gift: number }>(
    testApp.db,
    sql`select u.email,
        coalesce(sum(ci.balance) filter (where lc.kind = 'points'), 0)::int as points,
        coalesce(sum(ci.balance) filter (where lc.kind = 'stamp'), 0)::int as stamps,
        coalesce(sum(ci.balance) filter (where lc.kind = 'gift'), 0)::int as gift
      from card_instances ci join loyalty_cards lc on lc.id = ci.card_id join users u on u.id = ci.user_id
      where ci.organization_id = ${organizationId} group by u.email`,
  );
  return new Map(rows.map((row) => [row.email, [row.points, row.stamps, row.gift]]));
}

/** The balances the file names, as `storedBalances` answers them (people with none are left out). */
export function balancesInFile(people: GeneratedPerson[]) {
  return new Map(
    people
      .filter((person) => person.points + person.stamps + person.giftMinor > 0)
      .map((person) => [person.email, [person.points, person.stamps, person.giftMinor]]),
  );
}
