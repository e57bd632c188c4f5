import { type CardTemplateFields, CardTemplateFieldsSchema } from "@stampwise/contract";

const FIELDS = Object.keys(CardTemplateFieldsSchema.shape) as (keyof CardTemplateFields)[];

/**
 * What the live preview draws while the admin edits: each field's current value when it is valid,
 * else the saved one, so a half-typed stamp size or URL never breaks the preview.
 */
export function previewTemplate(
  values: Partial<Record<keyof CardTemplateFields, unknown>>,
  saved: CardTemplateFields,
): CardTemplateFields {
  const preview: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const parsed = CardTemplateFieldsSchema.shape[field].safeParse(values[field]);
    preview[field] = parsed.success ? parsed.data : saved[field];
  }
  return preview as CardTemplateFields;
}

/** Only the fields that differ from the saved template: the PATCH body. */
export function changedTemplateFields(
  values: CardTemplateFields,
  saved: CardTemplateFields,
): Partial<CardTemplateFields> {
  return Object.fromEntries(
    FIELDS.filter((field) => values[field] !== saved[field]).map((f) => [f, values[f]]),
  );
}

/** The design fields of a saved template (without its ids), as the form holds them. */
export function templateFieldsOf(template: CardTemplateFields): CardTemplateFields {
  return Object.fromEntries(FIELDS.map((field) => [field, template[field]])) as CardTemplateFields;
}
