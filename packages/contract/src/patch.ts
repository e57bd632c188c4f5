import type { z } from "zod";
import { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * A PATCH body must change something: `{}` (or only a flag that changes nothing by itself) is a
 * 400 with a message, not a silent no-op or an update with nothing to set. `fields` names the keys
 * that count as a change; by default every key of the object.
 *
 * The refined schema can no longer be picked or extended (zod refuses), so forms build on the
 * object before this call.
 */
export function requireSomeField<T extends z.ZodObject>(schema: T, fields?: readonly (keyof z.infer<T>)[]) {
  const keys = (fields ?? Object.keys(schema.shape)) as readonly PropertyKey[];
  return schema.refine(
    (body) => keys.some((key) => (body as Record<PropertyKey, unknown>)[key] !== undefined),
    { error: VALIDATION_MESSAGES.noChanges },
  );
}
