import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { ZOD_FORM_MODE, type ZodFormOptions } from "./zod-form-config";

/** A react-hook-form form validated by a contract schema (see `ZOD_FORM_MODE` for when). */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: ZodFormOptions<Schema> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...ZOD_FORM_MODE,
    ...options,
    resolver: zodResolver(schema),
  });
}
