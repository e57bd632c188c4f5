/**
 * Campaigns as the benches make them: through the admin's own API calls (a target group, a
 * communication, scheduled), then made due at once in the database, for the jobs (or the bench)
 * to activate as they would at its time.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client";

/** The admin's JSON calls to the API at `base`, with its session headers. */
export function adminCalls(base: string, headers: Record<string, string>) {
  return async (path: string, body: unknown, method = "POST") => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
}

type AdminCall = ReturnType<typeof adminCalls>;

/** Schedules the communication, then moves its time into the past: due now. */
export async function scheduleDueNow(post: AdminCall, db: Db, communicationId: string): Promise<void> {
  await post(
    `/communication/${communicationId}`,
    { status: "scheduled", scheduledFor: new Date(Date.now() + 60_000).toISOString() },
    "PATCH",
  );
  await db.execute(
    sql`update communications set scheduled_for = now() - interval '1 second' where id = ${communicationId}`,
  );
}

/**
 * A continuous in-app campaign welcoming each customer whose card reaches its third stamp,
 * scheduled and due now.
 */
export async function regularsWelcome(post: AdminCall, db: Db, cardId: string): Promise<{ id: string }> {
  const group = await post("/target-group", {
    name: "Coffee regulars",
    rules: {
      groups: [{ match: "all", conditions: [{ kind: "stampCard", cardIds: [cardId], minStamps: 3 }] }],
    },
  });
  const campaign = await post("/communication", {
    title: "Welcome to the regulars",
    deliveryType: "continuous",
    targetGroupId: group.id,
    media: ["in_app"],
    inApp: { title: "Welcome, {{firstName}}", body: "Your third stamp: you are a regular now." },
  });
  await scheduleDueNow(post, db, campaign.id);
  return campaign;
}
