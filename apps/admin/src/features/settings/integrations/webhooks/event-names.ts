import type { TFunction } from "@stampwise/i18n";

/** The event's name in the viewer's language; a type this version does not know reads as sent. */
export function eventName(type: string, t: TFunction): string {
  return Object.hasOwn(EVENT_KEYS, type) ? t(EVENT_KEYS[type as keyof typeof EVENT_KEYS]) : type;
}

const EVENT_KEYS = {
  "customer.joined": "webhooks.events.customer_joined",
  "stamps.added": "webhooks.events.stamps_added",
  "card.completed": "webhooks.events.card_completed",
  "reward.issued": "webhooks.events.reward_issued",
  "reward.redeemed": "webhooks.events.reward_redeemed",
  "points.earned": "webhooks.events.points_earned",
  "points.spent": "webhooks.events.points_spent",
  "level.changed": "webhooks.events.level_changed",
  "gift_card.issued": "webhooks.events.gift_card_issued",
  "gift_card.redeemed": "webhooks.events.gift_card_redeemed",
  "communication.finished": "webhooks.events.communication_finished",
  "webhook.test": "webhooks.events.webhook_test",
} as const;
