import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, WebhookEndpointFieldsSchema } from "@stampwise/contract";
import type { z } from "zod";

/** The add and edit form: the contract's fields, with "on or off" left to the list's switch. */
export const WebhookFormSchema = WebhookEndpointFieldsSchema.omit({ enabled: true });
export type WebhookFormValues = z.input<typeof WebhookFormSchema>;

/** A new endpoint starts with the events a till or CRM asks for first. */
export const NEW_WEBHOOK_VALUES: WebhookFormValues = {
  url: "",
  description: "",
  eventTypes: ["stamps.added", "reward.issued", "reward.redeemed"],
};

export function webhookFormValues(endpoint: WebhookEndpoint): WebhookFormValues {
  return { url: endpoint.url, description: endpoint.description, eventTypes: [...endpoint.eventTypes] };
}

/** Ticks or unticks one event, keeping the list in the order the form shows them. */
export function toggleEvent(chosen: readonly string[], event: string, on: boolean): string[] {
  const next = new Set(chosen);
  if (on) next.add(event);
  else next.delete(event);
  return WEBHOOK_EVENT_TYPES.filter((type) => next.has(type));
}
