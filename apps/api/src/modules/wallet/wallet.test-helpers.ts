import { loginAs, type TestApp } from "../../../test/test-app";
import { postManualStamps, signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

/**
 * A café with a 10-stamp card, and a customer holding it with `stamps`, signed in to the app: what
 * every wallet test starts from. `mine()` reads the card as the customer app does.
 */
export async function walletHolder(testApp: TestApp, stamps = 2) {
  const admin = await signedInAdmin(testApp);
  const card = await admin.createCard({ name: "Coffee card", stampsRequired: 10 });
  const customer = await admin.customer({ firstName: "Mia", lastName: "Berg" });
  if (stamps > 0) await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: stamps });
  const cookie = await loginAs(testApp, customer);
  const mine = async () =>
    (
      await testApp.app.inject({ method: "GET", url: "/api/loyalty-card-instance/mine", headers: { cookie } })
    ).json()[0] as { instanceId: string; stamps: number };
  const instanceId = (await mine()).instanceId;
  const stamp = (delta = 1) => postManualStamps(admin, { userId: customer.id, cardId: card.id, delta });
  return { admin, card, customer, cookie, instanceId, stamp, mine };
}

/** The insights' overview of today on the organization's calendar (Stockholm by default): passes added and removed. */
export async function walletPassesToday(admin: Awaited<ReturnType<typeof signedInAdmin>>) {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  const insights = await admin.call("POST", "/statistics", {
    from: today,
    to: today,
    sections: ["overview"],
  });
  if (insights.statusCode !== 200)
    throw new Error(`insights answered ${insights.statusCode}: ${insights.body}`);
  const { walletPassesAdded, walletPassesRemoved } = insights.json().overview.current as Record<
    string,
    number
  >;
  return { walletPassesAdded, walletPassesRemoved };
}
