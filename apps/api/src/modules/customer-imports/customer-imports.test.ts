import { randomUUID } from "node:crypto";
import { CUSTOMER_IMPORT_BYTES_MAX } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { adminSession, ownerSession } from "../administrators/administrators.test-helpers";
import { createGiftCardsService } from "../gift-cards/gift-cards.service";
import { createImportRunner } from "./import-runner";

/**
 * Settings → Import: the dry run's categories, an import from start to end, and every way the
 * routes could be misused (another organization, sizes, files that are no CSV, two at once, an
 * admin). Nothing answers 500.
 */
describe("customer imports", () => {
  let testApp: TestApp;
  // Addresses of their own, so runs on a shared PostgreSQL never meet an earlier run's accounts.
  const domain = `${randomUUID().slice(0, 8)}.import.test`;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** An owner with a Coffee card of 10 stamps, a points program and a gift card. */
  async function shop() {
    const owner = await ownerSession(testApp);
    const card = await owner.request("POST", "/api/loyalty-card", {
      name: "Coffee card",
      description: "Tenth coffee is on us",
      stampsRequired: 10,
    });
    expect(card.statusCode, card.body).toBe(201);
    const program = await owner.request("POST", "/api/loyalty-program", {
      name: "Bean points",
      pointsName: "bean",
      pointsExpiresMonths: 12,
      descriptionTitle: "Collect beans",
      descriptionContent: "One bean for every krona you spend.",
      pointsPerKrona: 1,
    });
    expect(program.statusCode, program.body).toBe(201);
    const gift = await owner.request("POST", "/api/loyalty-card/gift-cards", {
      name: "Gift card",
      description: "For a friend",
      initialBalance: 10_000,
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const upload = (url: string, body: string | Buffer, contentType = "text/csv") =>
      testApp.app.inject({
        method: "POST",
        url,
        headers: {
          cookie: owner.cookie,
          "x-organization-id": owner.organization.id,
          "content-type": contentType,
        },
        payload: body,
      });
    return { ...owner, stampCardId: card.json().id as string, upload };
  }

  const balancesOf = (organizationId: string, email: string) =>
    queryRows<{ kind: string; balance: number; source: string }>(
      testApp.db,
      sql`select lc.kind, ci.balance, t.source from card_instances ci
        join loyalty_cards lc on lc.id = ci.card_id join users u on u.id = ci.user_id
        join transactions t on t.instance_id = ci.id
        where ci.organization_id = ${organizationId} and u.email = ${email} order by lc.kind`,
    );

  it("sorts a file into new people, customers, accounts elsewhere and wrong rows, then imports it", async () => {
    const owner = await shop();
    const customer = await testApp.factories.user({ role: "user", email: `carl@${domain}` });
    await testApp.factories.joinOrganization(owner.organization.id, customer.id);
    await testApp.factories.user({ role: "user", email: `elsewhere@${domain}`, firstName: "Secret" });
    const csv = [
      "email,first_name,last_name,phone,points,stamps: coffee card,gift: Gift card",
      `maja@${domain},Maja,Berg,070-111 22 33,120,3,"250,50"`,
      `CARL@${domain},Carl,Customer,,40,,`,
      `elsewhere@${domain},Someone,Else,,5,,`,
      `bad-stamps@${domain},Bad,Row,,,12,`,
    ].join("\n");
    const dry = await owner.upload("/api/customer-import/dry-run", csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      rows: 4,
      newPeople: 1,
      customers: 1,
      accountsElsewhere: 1,
      wrong: 1,
      alreadyImported: 0,
      issues: [{ line: 5, column: "stamps: coffee card", problem: "STAMPS_TOO_MANY" }],
      accountsElsewhereLines: [4],
    });
    // The account elsewhere is counted, never described.
    expect(dry.body).not.toContain("Secret");

    // Made in the language the owner chose for them: their account and their invitation.
    const started = await owner.upload("/api/customer-import?sendInvitations=true&language=sv-SE", csv);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json();
    const running = await owner.request("GET", `/api/customer-import/${id}`);
    expect(running.json()).toMatchObject({ status: "running", totalRows: 2, doneRows: 0 });
    await testApp.importRunner.runAll({ only: id });
    const done = await owner.request("GET", `/api/customer-import/${id}`);
    expect(done.json()).toMatchObject({
      status: "done",
      doneRows: 2,
      createdPeople: 1,
      updatedCustomers: 1,
      skippedRows: 0,
      startedBy: { firstName: "Olga", lastName: "Owner" },
    });
    expect(await balancesOf(owner.organization.id, `maja@${domain}`)).toEqual([
      { kind: "gift", balance: 25_050, source: "import" },
      { kind: "points", balance: 120, source: "import" },
      { kind: "stamp", balance: 3, source: "import" },
    ]);
    expect(await balancesOf(owner.organization.id, `carl@${domain}`)).toEqual([
      { kind: "points", balance: 40, source: "import" },
    ]);
    expect(await balancesOf(owner.organization.id, `elsewhere@${domain}`)).toEqual([]);
    // Insights see no visit and no stamp day in an import (its sums are left out by source).
    const [insights] = await queryRows<{ stamp_days: number; visits: number; imported: number }>(
      testApp.db,
      sql`select (select count(*)::int from card_stamp_days where organization_id = ${owner.organization.id}) as stamp_days,
        (select count(*)::int from customer_visits where organization_id = ${owner.organization.id}
          and visit_days is not null) as visits,
        (select count(*)::int from ledger_days where organization_id = ${owner.organization.id} and source = 'import') as imported`,
    );
    expect(insights).toMatchObject({ stamp_days: 0, visits: 0 });
    expect(insights?.imported).toBeGreaterThan(0);
    // The new person has no password, no consent, and the invitation the owner asked for.
    const [maja] = await queryRows<{
      password_hash: string | null;
      phone_number: string;
      language: string;
      consents: number;
    }>(
      testApp.db,
      sql`select u.password_hash, u.phone_number, u.language,
          (select count(*)::int from marketing_consents c where c.user_id = u.id) as consents
        from users u where u.email = ${`maja@${domain}`}`,
    );
    expect(maja).toEqual({
      password_hash: null,
      phone_number: "+46701112233",
      language: "sv-SE",
      consents: 0,
    });
    const [mail] = await testApp.mailer.listRecent(`maja@${domain}`);
    expect(mail?.subject).toBe("Dina kort hos Kafé Kanel finns nu på Stampwise");
    expect(await testApp.mailer.listRecent(`carl@${domain}`)).toEqual([]);

    // The same file again changes nothing; another balance for Carl's points is named.
    const again = await owner.upload(
      "/api/customer-import/dry-run",
      csv.replace(`CARL@${domain},Carl,Customer,,40`, `carl@${domain},Carl,Customer,,45`),
    );
    expect(again.json()).toMatchObject({ newPeople: 0, customers: 2, alreadyImported: 2 });
    expect(again.json().issues).toContainEqual({ line: 3, column: "points", problem: "ALREADY_IMPORTED" });
    const second = await owner.upload("/api/customer-import", csv);
    expect(second.statusCode, second.body).toBe(202);
    await testApp.importRunner.runAll({ only: second.json().id });
    expect(await balancesOf(owner.organization.id, `maja@${domain}`)).toHaveLength(3);
    expect(await balancesOf(owner.organization.id, `carl@${domain}`)).toEqual([
      { kind: "points", balance: 40, source: "import" },
    ]);
    const list = await owner.request("GET", "/api/customer-import");
    expect(list.json().imports.map((entry: { status: string }) => entry.status)).toEqual(["done", "done"]);
  });

  it("refuses files that hold no people to import, with a code for each", async () => {
    const owner = await shop();
    const cases: [string | Buffer, string][] = [
      ["", "IMPORT_FILE_EMPTY"],
      ["\n\n", "IMPORT_FILE_EMPTY"],
      ["email,first_name\n", "IMPORT_FILE_NO_ROWS"],
      ["name,phone\nMaja,0701112233\n", "IMPORT_EMAIL_COLUMN_MISSING"],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x00]),
        "IMPORT_FILE_NOT_TEXT",
      ],
      [Buffer.from("\ufeffemail\n", "utf16le"), "IMPORT_FILE_NOT_TEXT"],
      [`email,first_name\n"unclosed@${domain},Maja\n`, "IMPORT_FILE_MALFORMED"],
    ];
    for (const [body, code] of cases) {
      for (const url of ["/api/customer-import/dry-run", "/api/customer-import"]) {
        const response = await owner.upload(url, body, "application/octet-stream");
        expect(response.statusCode, `${code}: ${response.body}`).toBe(400);
        expect(response.json().error.code).toBe(code);
        expect(response.json().error.message).not.toBe("");
      }
    }
    const onlyWrong = await owner.upload("/api/customer-import", "email\nnot-an-email\n");
    expect(onlyWrong.json().error.code).toBe("IMPORT_NOTHING_TO_IMPORT");
    const json = await owner.upload(
      "/api/customer-import/dry-run",
      '{"email":"a@b.test"}',
      "application/json",
    );
    expect(json.json().error.code).toBe("IMPORT_FILE_MALFORMED");
  });

  it("answers 413 past the body limit", async () => {
    const owner = await shop();
    const big = Buffer.alloc(CUSTOMER_IMPORT_BYTES_MAX + 5 * 1024 * 1024, "a");
    const response = await owner.upload("/api/customer-import/dry-run", big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("reads a file in one of the organization's heavy slots, and waits its turn when they are taken", async () => {
    const owner = await shop();
    const organizationId = owner.organization.id;
    // Both of the organization's slots held (by its insights, say): the file is not read now.
    const held = [
      await testApp.heavyRequests.acquire(organizationId),
      await testApp.heavyRequests.acquire(organizationId),
    ];
    const csv = `email\nheavy@${domain}\n`;
    for (const url of ["/api/customer-import/dry-run", "/api/customer-import"]) {
      const refused = await owner.upload(url, csv);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().error.code).toBe("TOO_MANY_HEAVY_REQUESTS");
      expect(refused.headers["retry-after"]).toBeDefined();
    }
    // Another organization's file is read meanwhile: the slots are each organization's own.
    const other = await shop();
    expect((await other.upload("/api/customer-import/dry-run", csv)).statusCode).toBe(200);
    for (const slot of held) await slot.release();
    // The refused start stored nothing.
    expect((await owner.request("GET", "/api/customer-import")).json().imports).toEqual([]);
  });

  it("runs one import at a time per organization, for owners only, and hides other organizations' imports", async () => {
    const owner = await shop();
    const csv = `email\none@${domain}\ntwo@${domain}\n`;
    for (const language of ["xx", "sv-SE%00", "en-us"]) {
      const refused = await owner.upload(`/api/customer-import?language=${language}`, csv);
      expect(refused.statusCode, language).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION_ERROR");
    }
    const first = await owner.upload("/api/customer-import", csv);
    expect(first.statusCode, first.body).toBe(202);
    const second = await owner.upload("/api/customer-import", csv);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("IMPORT_ALREADY_RUNNING");

    const admin = await adminSession(testApp, owner.organization.id);
    for (const url of ["/api/customer-import/dry-run", "/api/customer-import"]) {
      const refused = await testApp.app.inject({
        method: "POST",
        url,
        headers: {
          cookie: admin.cookie,
          "x-organization-id": owner.organization.id,
          "content-type": "text/csv",
        },
        payload: csv,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("OWNER_REQUIRED");
    }
    // Admins read the imports (the settings read-only).
    expect((await admin.request("GET", `/api/customer-import/${first.json().id}`)).statusCode).toBe(200);

    const stranger = await shop();
    expect((await stranger.request("GET", `/api/customer-import/${first.json().id}`)).statusCode).toBe(404);
    expect((await stranger.request("GET", "/api/customer-import")).json().imports).toEqual([]);
    expect((await owner.request("GET", "/api/customer-import/not-a-uuid")).statusCode).toBe(400);

    await testApp.importRunner.runAll({ only: first.json().id });
    const third = await owner.upload("/api/customer-import", csv);
    expect(third.statusCode, third.body).toBe(202);
    await testApp.importRunner.runAll({ only: third.json().id });
  });

  it("takes a batch of each running import in turn: a big file does not hold another organization's import", async () => {
    const [first, second] = [await shop(), await shop()];
    const ids: string[] = [];
    for (const [index, owner] of [first, second].entries()) {
      const csv = ["email", ...[1, 2, 3].map((row) => `turn-${index}-${row}@${domain}`)].join("\n");
      const started = await owner.upload("/api/customer-import", csv);
      expect(started.statusCode, started.body).toBe(202);
      ids.push(started.json().id);
    }
    const runner = createImportRunner({
      db: testApp.db,
      ledger: testApp.ledger,
      giftCards: createGiftCardsService({ db: testApp.db, ledger: testApp.ledger, events: testApp.events }),
      mailer: testApp.mailer,
      publicUrl: TEST_PUBLIC_URL,
      organizationName: async () => "Kafé Kanel",
      log: testApp.app.log,
      batchRows: 1,
    });
    const progress = async () =>
      Promise.all(
        [first, second].map(async (owner, index) =>
          (await owner.request("GET", `/api/customer-import/${ids[index]}`)).json(),
        ),
      );
    await runner.runAll({ only: ids, stopAfterBatches: 2 });
    expect((await progress()).map((run) => run.doneRows)).toEqual([1, 1]);
    await runner.runAll({ only: ids });
    expect((await progress()).map((run) => [run.status, run.doneRows])).toEqual([
      ["done", 3],
      ["done", 3],
    ]);
  });

  it("loses only the batch a crash stops, and the same file started again imports exactly once", async () => {
    const owner = await shop();
    const organizationId = owner.organization.id;
    const emails = [1, 2, 3, 4, 5, 6].map((index) => `crash-${index}@${domain}`);
    const csv = ["email,points", ...emails.map((email, index) => `${email},${(index + 1) * 10}`)].join("\n");
    const started = await owner.upload("/api/customer-import", csv);
    expect(started.statusCode, started.body).toBe(202);
    // A worker that dies posting its second batch's balances (as a killed process's would, after
    // the batch made its people's accounts): batches of two rows.
    let batches = 0;
    const crashing = createImportRunner({
      db: testApp.db,
      ledger: {
        postingsByKey: testApp.ledger.postingsByKey,
        postBatch: (tx, organizationId, postings) => {
          batches++;
          if (batches === 2) throw new Error("worker killed");
          return testApp.ledger.postBatch(tx, organizationId, postings);
        },
      },
      giftCards: createGiftCardsService({ db: testApp.db, ledger: testApp.ledger, events: testApp.events }),
      mailer: testApp.mailer,
      publicUrl: TEST_PUBLIC_URL,
      organizationName: async () => "Kafé Kanel",
      log: testApp.app.log,
      batchRows: 2,
    });
    await crashing.runAll({ only: started.json().id });
    const stopped = (await owner.request("GET", `/api/customer-import/${started.json().id}`)).json();
    expect(stopped).toMatchObject({ status: "failed", doneRows: 2, createdPeople: 2 });
    const accounts = () =>
      queryRows<{ email: string; balance: number | null; postings: number }>(
        testApp.db,
        sql`select u.email, ci.balance, (select count(*)::int from transactions t where t.instance_id = ci.id) as postings
          from users u left join card_instances ci on ci.user_id = u.id and ci.organization_id = ${organizationId}
          where u.email like ${`crash-%@${domain}`} order by u.email`,
      );
    // The second batch rolled back whole: its people have no account yet.
    expect((await accounts()).map((row) => row.email)).toEqual(emails.slice(0, 2));

    const again = await owner.upload("/api/customer-import", csv);
    expect(again.statusCode, again.body).toBe(202);
    await testApp.importRunner.runAll({ only: again.json().id });
    expect(await accounts()).toEqual(
      emails.map((email, index) => ({ email, balance: (index + 1) * 10, postings: 1 })),
    );
  });
});
