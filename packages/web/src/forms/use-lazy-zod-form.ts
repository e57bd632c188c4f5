import { useState } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { ZOD_FORM_MODE, type ZodFormOptions } from "./zod-form-config";

/**
 * `useZodForm` for a first screen (the login a counter code leads to, decision 014): the form
 * renders without zod, and the contract schema with its resolver loads when the form is first
 * validated (the first keystroke, or a submit). The resolver waits for them, so nothing is sent
 * unchecked. `loadSchema` is a dynamic import of a module that re-exports the schema.
 */
export function useLazyZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  options: ZodFormOptions<Schema> = {},
) {
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...ZOD_FORM_MODE,
    ...options,
    resolver: resolver.resolve as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
  });
}

/** The resolver behind `useLazyZodForm`: loads the schema and zod once, on first need. */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
) {
  let loading: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
    );
    return loading;
  };
  const resolve: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, options) =>
    (await load())(values, context, options);
  return { load, resolve };
}
