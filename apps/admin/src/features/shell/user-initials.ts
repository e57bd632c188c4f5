/** "Anna Svensson" → "AS"; an empty name gives "" so the avatar falls back to the product logo. */
export function userInitials(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

/** The first letter of an organization's name, for its badge in the switcher. */
export function organizationInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? "?").toLocaleUpperCase();
}
