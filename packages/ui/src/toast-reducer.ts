/*
 * The toast queue as a pure reducer (shadcn's use-toast pattern), so its rules are unit-tested
 * without a DOM. Timers and React live in use-toast.ts.
 */

/** At most this many toasts are kept, newest first; an older one drops out when a new one arrives. */
export const TOAST_LIMIT = 3;
/** How long an open toast stays before Radix closes it. */
export const TOAST_DURATION = 5000;
/** Pixels a toast must be swiped to be dismissed. */
export const TOAST_SWIPE_THRESHOLD = 50;
/**
 * How long a dismissed toast stays in the queue after closing. Radix has already unmounted it,
 * so it is invisible; the long delay only keeps its record for `update` calls made late.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastRecord = { id: string; open?: boolean };

export type ToastState<T extends ToastRecord> = { toasts: T[] };

export type ToastQueueAction<T extends ToastRecord> =
  | { type: "ADD_TOAST"; toast: T }
  | { type: "UPDATE_TOAST"; toast: Partial<T> & { id: string } }
  /** Closes one toast, or all when `toastId` is missing. Removal is scheduled by the caller. */
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export function toastReducer<T extends ToastRecord>(
  state: ToastState<T>,
  action: ToastQueueAction<T>,
): ToastState<T> {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.toast.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId ? { ...toast, open: false } : toast,
        ),
      };
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((toast) => toast.id !== action.toastId) };
  }
}
