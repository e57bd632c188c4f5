import { readFileSync } from "node:fs";
import type { Config } from "../../config";

/** A wrong setting, named as the start's other configuration errors are. */
export function invalidSetting(name: string, reason: string): Error {
  return new Error(`Invalid configuration:\n  ${name}: ${reason}`);
}

/**
 * A wallet's settings come all together or not at all: none is "not offered", some but not all a
 * mistake named at start. Answers whether they are given.
 */
export function givenAllOrNone(config: Config, wallet: string, names: readonly (keyof Config)[]): boolean {
  const missing = names.filter((name) => !config[name]);
  if (missing.length === names.length) return false;
  if (missing.length > 0) {
    throw invalidSetting(
      String(missing[0]),
      `${wallet} needs ${names.join(", ")}; ${missing.join(", ")} not set`,
    );
  }
  return true;
}

/** A setting's text given inline (when `isInline` says so), or read from the file it names. */
export function inlineOrFile(name: string, value: string, isInline: (value: string) => boolean): string {
  if (isInline(value)) return value;
  try {
    return readFileSync(value, "utf8");
  } catch (error) {
    throw invalidSetting(name, `cannot read ${value} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}
