import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { type FieldIssue, isApiError } from "../api/api-error";

/**
 * Puts the server's per-field issues (VALIDATION_ERROR) under the fields of the form that bear
 * their path, focusing the first. Answers the issues no listed field could take, so the caller can
 * fall back to a toast for those.
 */
export function placeApiIssues<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): FieldIssue[] {
  if (!isApiError(error)) return [];
  const known = new Set<string>(fields);
  const unplaced: FieldIssue[] = [];
  let focused = false;
  for (const issue of error.issues) {
    if (!known.has(issue.path)) {
      unplaced.push(issue);
      continue;
    }
    setError(
      issue.path as FieldPath<Values>,
      { type: "server", message: issue.message },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return unplaced;
}
