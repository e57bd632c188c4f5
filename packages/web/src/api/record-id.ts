/**
 * The API names every record by a UUID and checks the ones in an address with zod's `z.uuid()`
 * (RFC 9562: a version digit 1–8 and the variant bits, or the nil and max ids). The same rule
 * here lets a screen answer "not found" for an address that cannot name a record, without asking,
 * and keeps the breadcrumbs from waiting for a name that will never come.
 */
const RECORD_ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

export function isRecordId(value: string | undefined): value is string {
  return value !== undefined && RECORD_ID.test(value);
}
