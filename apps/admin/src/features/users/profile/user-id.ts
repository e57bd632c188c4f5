const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a UUID can name a user; anything else in the address is answered "not found" without asking. */
export function isUserId(value: string | undefined): value is string {
  return value !== undefined && UUID_SHAPE.test(value);
}
