// Loaded by the login screen when its form is first checked (decision 014): the schema and zod are
// not part of the page a new customer opens from a counter code.
import { LoginRequestSchema, type Role } from "@stampwise/contract";
import type { LightFormCheck } from "../forms/use-light-form";

export type LoginFormValues = { email: string; password: string; loginType: Role };

/** The contract's check of a login, as the login's form shows it: the first message per field. */
export function checkLogin(values: LoginFormValues): LightFormCheck<LoginFormValues> {
  const result = LoginRequestSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const messages: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    messages[String(issue.path[0] ?? "")] ??= issue.message;
  }
  return { ok: false, messages };
}
