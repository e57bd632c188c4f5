import type { FieldValues, UseFormProps } from "react-hook-form";
import type { z } from "zod";

/** A field's message appears 300 ms after the typing stops. */
export const VALIDATION_DEBOUNCE_MS = 300;

export type ZodFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  "resolver"
>;

/**
 * How every form validates: on each change (debounced, first issue of the
 * field only) and again on submit, where a failure blocks the call because `handleSubmit` never
 * runs the handler. `delayError` also clears a message at once when the field becomes valid, so
 * only the appearance of an error waits. No zod at run time here (the login, which must stay
 * light, follows the same rules without react-hook-form: `useLightForm`).
 */
export const ZOD_FORM_MODE = {
  mode: "onChange",
  reValidateMode: "onChange",
  delayError: VALIDATION_DEBOUNCE_MS,
  criteriaMode: "firstError",
  shouldFocusError: true,
} as const satisfies UseFormProps;
