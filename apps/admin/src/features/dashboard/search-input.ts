import { USER_SEARCH_QUERY_MAX_LENGTH } from "@stampwise/contract";

/** The same 300 ms pause the forms wait before they react to typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What is sent for what was typed: trimmed, inner runs of spaces made one, within the API's limit. */
export function normalizeSearchQuery(input: string): string {
  return input.trim().replace(/\s+/g, " ").slice(0, USER_SEARCH_QUERY_MAX_LENGTH).trim();
}

/**
 * The option a key moves to in the results list (WAI-ARIA combobox: focus stays in the input).
 * Down from nowhere goes to the first, up from nowhere to the last, and both wrap around. Answers
 * undefined for keys the list does not handle, so the input keeps them (Home, End move the caret).
 */
export function nextActiveIndex(current: number, key: string, count: number): number | undefined {
  if (key !== "ArrowDown" && key !== "ArrowUp") return undefined;
  if (count === 0) return -1;
  if (key === "ArrowDown") return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 || current >= count ? count - 1 : current - 1;
}

/**
 * "Anna Svensson"; for an account without a name, or a person who is not a customer yet (the API
 * withholds their name), the email or phone that was typed to find them, else "—".
 */
export function customerName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber?: string | null;
}): string {
  return (
    [user.firstName, user.lastName]
      .map((part) => part?.trim() ?? "")
      .filter(Boolean)
      .join(" ") ||
    user.email ||
    user.phoneNumber ||
    "—"
  );
}
