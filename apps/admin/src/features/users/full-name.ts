import type { PersonSummary } from "@stampwise/contract";

type Named = Pick<PersonSummary, "firstName" | "lastName">;

/** Shown for what the API withholds (a person who is not a customer yet) or never had. */
export const NOT_SHOWN = "—";

/** "Anna Svensson"; either part may be blank, or withheld for a person who is not a customer here. */
export function fullName(user: Named): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** The name, else the email or phone (what staff typed, for a non-customer), else `fallback`. */
export function personLabel(
  user: Named & Pick<PersonSummary, "email" | "phoneNumber">,
  fallback = NOT_SHOWN,
): string {
  return fullName(user) || user.email || user.phoneNumber || fallback;
}

/** "AS" for the avatar; "" lets it fall back to an icon. */
export function initials(user: Named): string {
  return [user.firstName, user.lastName]
    .map((name) => Array.from(name?.trim() ?? "")[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}
