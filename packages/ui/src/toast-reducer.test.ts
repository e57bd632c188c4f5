import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, type ToastRecord, type ToastState, toastReducer } from "./toast-reducer";

type TestToast = ToastRecord & { title?: string };

function withToasts(...ids: string[]): ToastState<TestToast> {
  return { toasts: ids.map((id) => ({ id, open: true, title: `toast ${id}` })) };
}

describe("toastReducer", () => {
  it("puts a new toast first", () => {
    const state = toastReducer(withToasts("1"), { type: "ADD_TOAST", toast: { id: "2", open: true } });
    expect(state.toasts.map((toast) => toast.id)).toEqual(["2", "1"]);
  });

  it("keeps at most three toasts, dropping the oldest", () => {
    expect(TOAST_LIMIT).toBe(3);
    const state = toastReducer(withToasts("3", "2", "1"), {
      type: "ADD_TOAST",
      toast: { id: "4", open: true },
    });
    expect(state.toasts.map((toast) => toast.id)).toEqual(["4", "3", "2"]);
  });

  it("updates only the toast with the given id and keeps its other fields", () => {
    const state = toastReducer(withToasts("2", "1"), {
      type: "UPDATE_TOAST",
      toast: { id: "1", title: "Saved" },
    });
    expect(state.toasts).toEqual([
      { id: "2", open: true, title: "toast 2" },
      { id: "1", open: true, title: "Saved" },
    ]);
  });

  it("dismisses one toast by closing it without removing it", () => {
    const state = toastReducer(withToasts("2", "1"), { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts.map((toast) => [toast.id, toast.open])).toEqual([
      ["2", true],
      ["1", false],
    ]);
  });

  it("dismisses every toast when no id is given", () => {
    const state = toastReducer(withToasts("2", "1"), { type: "DISMISS_TOAST" });
    expect(state.toasts.every((toast) => toast.open === false)).toBe(true);
  });

  it("removes one toast by id, or all when no id is given", () => {
    expect(toastReducer(withToasts("2", "1"), { type: "REMOVE_TOAST", toastId: "2" }).toasts).toEqual([
      { id: "1", open: true, title: "toast 1" },
    ]);
    expect(toastReducer(withToasts("2", "1"), { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  it("does not change the previous state", () => {
    const before = withToasts("1");
    toastReducer(before, { type: "DISMISS_TOAST", toastId: "1" });
    expect(before.toasts[0]?.open).toBe(true);
  });
});
