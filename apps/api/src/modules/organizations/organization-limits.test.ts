import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { rateLimits } from "../auth/auth.table";
import { memberships } from "./organizations.table";

/** Small limits, so the test reaches them: 3 an hour, 4 owned in all. */
const PER_HOUR = 3;
const OWNED = 4;

describe("how many organizations one account may start", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      ORGANIZATIONS_PER_HOUR_PER_ACCOUNT: String(PER_HOUR),
      ORGANIZATIONS_PER_ACCOUNT: String(OWNED),
    });
  });
  afterAll(() => testApp?.close());

  const createOrganization = (cookie: string, name: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/organization",
      headers: { cookie, origin: "http://stampwise.test" },
      payload: { name },
    });

  const ownedBy = async (userId: string) => {
    const [row] = await testApp.db
      .select({ total: count() })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    return row?.total;
  };

  /** As when the hour has passed: the account's hourly count is gone (never blocked here). */
  const newHour = (userId: string) =>
    testApp.db.delete(rateLimits).where(eq(rateLimits.key, `organization-create:user:${userId}`));

  /** An admin who owns the organization made at sign-up. */
  async function signedUpAdmin() {
    const admin = await testApp.factories.user({ role: "admin" });
    await testApp.factories.organization({ owner: admin, name: "First shop" });
    return { admin, cookie: await loginAs(testApp, admin) };
  }

  it(`answers 429 with the wait to the ${PER_HOUR + 1}th organization started within an hour`, async () => {
    const { admin, cookie } = await signedUpAdmin();

    const statuses: number[] = [];
    for (let made = 1; made <= PER_HOUR; made++) {
      statuses.push((await createOrganization(cookie, `Shop ${made}`)).statusCode);
    }
    const oneMore = await createOrganization(cookie, "One shop too many");

    expect(statuses).toEqual(Array(PER_HOUR).fill(201));
    expect(oneMore.statusCode).toBe(429);
    expect(oneMore.json().error).toMatchObject({
      code: "RATE_LIMITED",
      retryAfterSeconds: expect.any(Number),
    });
    expect(oneMore.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await ownedBy(admin.id)).toBe(1 + PER_HOUR);
  });

  it(`answers 409 ORGANIZATION_LIMIT_REACHED once the account owns ${OWNED}, even in a new hour`, async () => {
    const { admin, cookie } = await signedUpAdmin();
    for (let made = 1; made < OWNED; made++) {
      expect((await createOrganization(cookie, `Shop ${made}`)).statusCode).toBe(201);
    }
    // A new hour: the hourly count starts again, the total does not.
    await newHour(admin.id);

    const oneMore = await createOrganization(cookie, "One shop too many");

    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().error).toEqual({
      code: "ORGANIZATION_LIMIT_REACHED",
      message: `An account can own at most ${OWNED} organizations`,
    });
    expect(await ownedBy(admin.id)).toBe(OWNED);
  });

  it("lets requests at once make no more than the account may own", async () => {
    const { admin, cookie } = await signedUpAdmin();
    await createOrganization(cookie, "Second shop");
    await newHour(admin.id);

    const answers = await Promise.all(
      Array.from({ length: PER_HOUR }, (_, index) => createOrganization(cookie, `Race ${index}`)),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(OWNED - 2);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(PER_HOUR - (OWNED - 2));
    expect(await ownedBy(admin.id)).toBe(OWNED);
  });

  it("counts per account: another admin starts theirs", async () => {
    const { cookie } = await signedUpAdmin();
    for (let made = 1; made <= PER_HOUR; made++) await createOrganization(cookie, `Shop ${made}`);
    const other = await signedUpAdmin();

    const theirs = await createOrganization(other.cookie, "Their shop");

    expect(theirs.statusCode).toBe(201);
  });
});
