import type { FieldValues, Path, UseFormRegister } from "react-hook-form";

/**
 * What a field component needs of its form: react-hook-form's `useForm` answer has it, and so has
 * `useLightForm` (the login's form, which runs without react-hook-form). Types only: importing
 * this loads nothing.
 */
export type FieldForm<Values extends FieldValues> = {
  register: UseFormRegister<Values>;
  /** The field's message; `formState` is handed back as it is (react-hook-form subscribes by it). */
  // biome-ignore lint/suspicious/noExplicitAny: each form keeps its own form-state shape.
  getFieldState: (name: Path<Values>, formState?: any) => { error?: { message?: string } };
  formState: unknown;
};
