import type { DemoCall } from "./demo-loyalty-program";

/**
 * The welcome goes out this long after the seed; the activation job runs each minute, so it
 * arrives within about a minute and a half of the first start.
 */
const WELCOME_DELAY_MS = 30_000;

/**
 * A welcome message in the app to every customer, written and scheduled as the owner would: the
 * communications engine sends it once the server's jobs run, so the demo customer's Messages tab
 * has something in it (arriving live, shortly after the first start).
 */
export async function seedDemoCommunications(call: DemoCall): Promise<void> {
  const everyone = await call(
    "POST",
    "/target-group",
    { name: "Every customer", rules: { groups: [] } },
    201,
  );
  const welcome = await call(
    "POST",
    "/communication",
    {
      title: "Welcome to the app",
      content: "Greets every customer in the app with their points balance.",
      deliveryType: "instant",
      targetGroupId: everyone.id,
      media: ["in_app"],
      inApp: {
        title: "Welcome to Demo Café",
        body: "Hi {{firstName}}! You hold {{pointsBalance}} beans. Every tenth coffee is on us, and a cinnamon bun waits at five stamps.",
      },
    },
    201,
  );
  await call(
    "PATCH",
    `/communication/${welcome.id}`,
    { status: "scheduled", scheduledFor: new Date(Date.now() + WELCOME_DELAY_MS).toISOString() },
    200,
  );
}
