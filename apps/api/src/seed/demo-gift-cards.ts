import type { DemoCall } from "./demo-loyalty-program";

/**
 * The demo café's gift cards, through the real API: two definitions, and cards issued to the demo
 * customer (one partly spent at the counter) and to another customer, so the gift cards page, a
 * profile's gift card totals and the customer's cards page all have something to show.
 */
export async function seedDemoGiftCards(
  call: DemoCall,
  holders: { demoCustomerId: string; otherCustomerId: string },
): Promise<void> {
  const fiveHundred = await call(
    "POST",
    "/loyalty-card/gift-cards",
    { name: "Gift card 500 kr", description: "Coffee and cake for someone you like", initialBalance: 50_000 },
    201,
  );
  const twoFifty = await call(
    "POST",
    "/loyalty-card/gift-cards",
    { name: "Gift card 250 kr", description: "A fika for two", initialBalance: 25_000 },
    201,
  );
  const issued = await call(
    "POST",
    `/loyalty-card/gift-cards/${fiveHundred.id}/issue`,
    { userId: holders.demoCustomerId, idempotencyKey: "demo-gift-carl" },
    201,
  );
  await call(
    "POST",
    `/gift-card-instance/${issued.id}/transaction`,
    { operation: "redeem", amount: 12_000, idempotencyKey: "demo-gift-carl-fika" },
    201,
  );
  await call(
    "POST",
    `/loyalty-card/gift-cards/${twoFifty.id}/issue`,
    { userId: holders.otherCustomerId, idempotencyKey: "demo-gift-astrid" },
    201,
  );
}
