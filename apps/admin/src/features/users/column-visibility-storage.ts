/** The columns a person may hide; the selection box and the row actions always stay. */
export const HIDEABLE_USER_COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "memberSince",
] as const;
export type HideableUserColumn = (typeof HIDEABLE_USER_COLUMNS)[number];

/** Only hidden columns are listed (`false`), the way the table's visibility state reads. */
export type UserColumnVisibility = Partial<Record<HideableUserColumn, false>>;

export const USER_COLUMNS_STORAGE_KEY = "users-table-columns";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The columns this browser hid last time. Anything unreadable (another version's format, a
 * hand-edited value, storage switched off) shows every column rather than break the table, and a
 * saved state that hides every column is ignored so the table never goes blank.
 */
export function readUserColumnVisibility(storage: KeyValueStorage | undefined): UserColumnVisibility {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(USER_COLUMNS_STORAGE_KEY) ?? "{}");
  } catch {
    return {};
  }
  if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return {};
  const hidden = HIDEABLE_USER_COLUMNS.filter(
    (column) => (saved as Record<string, unknown>)[column] === false,
  );
  if (hidden.length === HIDEABLE_USER_COLUMNS.length) return {};
  return Object.fromEntries(hidden.map((column) => [column, false]));
}

/** Remembers the hidden columns; a full or disabled storage only means the choice is not kept. */
export function writeUserColumnVisibility(
  storage: KeyValueStorage | undefined,
  visibility: Readonly<Record<string, boolean>>,
): void {
  const hidden = HIDEABLE_USER_COLUMNS.filter((column) => visibility[column] === false);
  try {
    storage?.setItem(
      USER_COLUMNS_STORAGE_KEY,
      JSON.stringify(Object.fromEntries(hidden.map((column) => [column, false]))),
    );
  } catch {
    // Private browsing or a full quota: the choice lasts until the page is left.
  }
}

/** The last visible data column cannot be hidden, so the table always shows somebody's name or email. */
export function canHideUserColumn(
  column: HideableUserColumn,
  visibility: Readonly<Record<string, boolean>>,
): boolean {
  const visible = HIDEABLE_USER_COLUMNS.filter((candidate) => visibility[candidate] !== false);
  return !(visible.length === 1 && visible[0] === column);
}
