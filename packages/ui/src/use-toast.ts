import { type ReactNode, useSyncExternalStore } from "react";
import type { ToastActionElement, ToastProps } from "./toast";
import { TOAST_REMOVE_DELAY, type ToastQueueAction, type ToastState, toastReducer } from "./toast-reducer";

export type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, "id">;

/*
 * One queue for the whole page, outside React, so `toast()` works from anywhere (a mutation's
 * onError, a plain function) and every mounted <Toaster /> shows the same toasts.
 */
let state: ToastState<ToasterToast> = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(toastId, timer);
}

function dispatch(action: ToastQueueAction<ToasterToast>) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? state.toasts.map((toast) => toast.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

function dismiss(toastId?: string) {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/** Shows a toast: `toast({ title, description, variant: "destructive" })`. Returns its handle. */
export function toast(input: ToastInput) {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(lastId);
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...input,
      id,
      open: true,
      // Radix reports auto-close, swipe, Escape and the close button here.
      onOpenChange: (open) => {
        if (!open) dismiss(id);
        input.onOpenChange?.(open);
      },
    },
  });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: Partial<ToastInput>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

/** The current toasts plus `toast` and `dismiss(id?)`, for components that render or clear them. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss };
}
