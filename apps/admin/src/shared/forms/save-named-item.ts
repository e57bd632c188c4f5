import type { TFunction } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { toastForApiError } from "@stampwise/web";

/** Screens whose add/edit dialogs have the same four toasts: added, updated, add failed, update failed. */
type ItemTexts = "loyaltyProgram.levels" | "giftCards" | "points.rewards";

/**
 * Saves an add-or-edit dialog: on success the toast naming what was saved, then `onSaved`; on a
 * failure `onFailed` (the server's field issues under their fields) and the failure toast, by the
 * server's code where it has a text of its own.
 */
export async function saveNamedItem<Saved extends { name: string }>(options: {
  editing: boolean;
  save: () => Promise<Saved>;
  texts: ItemTexts;
  t: TFunction;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}): Promise<void> {
  const { editing, texts, t } = options;
  try {
    const saved = await options.save();
    const done = editing ? (`${texts}.updated` as const) : (`${texts}.added` as const);
    toast({ title: t(`${done}.title`), description: t(`${done}.description`, { name: saved.name }) });
    options.onSaved();
  } catch (error) {
    options.onFailed(error);
    const failed = editing ? (`${texts}.updateFailed` as const) : (`${texts}.addFailed` as const);
    toastForApiError(error, t, { title: t(`${failed}.title`), description: t(`${failed}.description`) });
  }
}
