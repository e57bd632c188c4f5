import type { DeliveryType } from "@stampwise/contract";
import type { TranslationKey } from "@stampwise/i18n";
import type { StatusChange } from "./use-editor-actions";

const k = "communications.editor" as const;

/**
 * What a status change does, as its dialog says it. Reactivating differs by delivery: an instant
 * communication goes on to the customers it took when it went out (its snapshot) and adds nobody,
 * while a continuous one also takes whoever came to match while it was paused.
 */
export function statusChangeDescription(kind: StatusChange, deliveryType: DeliveryType): TranslationKey {
  return kind === "reactivate" ? `${k}.reactivate.${deliveryType}` : `${k}.${kind}.description`;
}

/** What being paused means for this communication, as the editor's banner says it. */
export function pausedDescription(deliveryType: DeliveryType): TranslationKey {
  return `${k}.pausedBanner.${deliveryType}`;
}
