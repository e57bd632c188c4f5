import { loadSections, type TFunction, type Translator } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { ApiError } from "../../api/api-error";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import type { Location, NavigateFunction } from "../../routing/router";

/** The query parameters the server's answer to a plain form post names its problem with. */
const PROBLEM_PARAMS = ["error", "role", "retryAfter"] as const;

/**
 * When the address names a problem (`useFormPostProblem`): the toast a failed submit
 * shows, for the same error, and the address without the problem, so a reload does not repeat it.
 */
export function showFormPostProblem(
  location: Location,
  navigate: NavigateFunction,
  i18n: Translator,
  t: TFunction,
): void {
  const params = new URLSearchParams(location.search);
  const retryAfterSeconds = Number(params.get("retryAfter"));
  const error = new ApiError(400, {
    error: {
      code: params.get("error"),
      message: "",
      role: params.get("role") === "admin" ? "admin" : undefined,
      retryAfterSeconds:
        Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds : undefined,
    },
  });
  for (const name of PROBLEM_PARAMS) params.delete(name);
  const search = params.toString();
  navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true });
  // The request-error texts load after the login's first paint (decision 014).
  void loadSections(i18n, ["validation"]).then(() => toast(apiErrorToastContent(error, t)));
}
