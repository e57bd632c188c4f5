import { describe, expect, it } from "vitest";
import {
  canHideUserColumn,
  readUserColumnVisibility,
  USER_COLUMNS_STORAGE_KEY,
  writeUserColumnVisibility,
} from "./column-visibility-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("column visibility storage", () => {
  it("shows every column when nothing was saved or storage is unavailable", () => {
    expect(readUserColumnVisibility(memoryStorage())).toEqual({});
    expect(readUserColumnVisibility(undefined)).toEqual({});
  });

  it("remembers the hidden columns across visits", () => {
    const storage = memoryStorage();
    writeUserColumnVisibility(storage, { phoneNumber: false, email: true, memberSince: false });
    expect(storage.values.get(USER_COLUMNS_STORAGE_KEY)).toBe('{"phoneNumber":false,"memberSince":false}');
    expect(readUserColumnVisibility(storage)).toEqual({ phoneNumber: false, memberSince: false });
  });

  it("ignores unknown columns, non-boolean values and broken JSON", () => {
    expect(
      readUserColumnVisibility(
        memoryStorage({ [USER_COLUMNS_STORAGE_KEY]: '{"password":false,"email":"no","lastName":false}' }),
      ),
    ).toEqual({ lastName: false });
    expect(readUserColumnVisibility(memoryStorage({ [USER_COLUMNS_STORAGE_KEY]: "{oops" }))).toEqual({});
    expect(readUserColumnVisibility(memoryStorage({ [USER_COLUMNS_STORAGE_KEY]: "[false]" }))).toEqual({});
  });

  it("never restores a table with every column hidden", () => {
    const allHidden = JSON.stringify({
      firstName: false,
      lastName: false,
      email: false,
      phoneNumber: false,
      memberSince: false,
    });
    expect(readUserColumnVisibility(memoryStorage({ [USER_COLUMNS_STORAGE_KEY]: allHidden }))).toEqual({});
  });

  it("survives a storage that refuses to write", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeUserColumnVisibility(refusing, { email: false })).not.toThrow();
  });
});

describe("canHideUserColumn", () => {
  it("lets any column go while others stay visible", () => {
    expect(canHideUserColumn("email", {})).toBe(true);
  });

  it("keeps the last visible column", () => {
    const onlyEmail = { firstName: false, lastName: false, phoneNumber: false, memberSince: false };
    expect(canHideUserColumn("email", onlyEmail)).toBe(false);
    expect(canHideUserColumn("firstName", onlyEmail)).toBe(true);
  });
});
