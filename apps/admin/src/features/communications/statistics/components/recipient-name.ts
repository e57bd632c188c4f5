import type { DeliveryRecord } from "@stampwise/contract";

/** "Anna Svensson", or `unnamed` for an account without a name. */
export function recipientName(delivery: Pick<DeliveryRecord, "firstName" | "lastName">, unnamed: string) {
  return `${delivery.firstName} ${delivery.lastName}`.trim() || unnamed;
}
