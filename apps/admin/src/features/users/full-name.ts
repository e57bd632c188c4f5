import type { CustomerSummary } from "@stampwise/contract";

/** "Anna Svensson"; either part may be blank for an account that never gave it. */
export function fullName(user: Pick<CustomerSummary, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/** "AS" for the avatar; "" lets it fall back to an icon. */
export function initials(user: Pick<CustomerSummary, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName]
    .map((name) => Array.from(name.trim())[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}
