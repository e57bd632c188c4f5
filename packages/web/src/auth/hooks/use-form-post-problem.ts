import { loadSections, useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { useEffect } from "react";
import { ApiError } from "../../api/api-error";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import { useLocation, useNavigate } from "../../routing/router";

/** The query parameters the server's answer to a plain form post names its problem with. */
const PROBLEM_PARAMS = ["error", "role", "retryAfter"] as const;

/**
 * The login form, sent as a plain form before the page's script ran (decision 036), comes back
 * to this page with the problem in the address (`?error=INVALID_CREDENTIALS`): once the screen
 * runs, it is shown as the same translated toast a failed submit shows, and taken out of the
 * address, so a reload does not show it again.
 */
export function useFormPostProblem() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get("error");
    if (!code) return;
    const retryAfterSeconds = Number(params.get("retryAfter"));
    const error = new ApiError(400, {
      error: {
        code,
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
    // Once per problem in the address; the navigation above removes it.
  }, [location.search, location.pathname, navigate, i18n, t]);
}
