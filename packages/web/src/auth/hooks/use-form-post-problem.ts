import { useTranslation } from "@stampwise/i18n";
import { useEffect } from "react";
import { useLocation, useNavigate } from "../../routing/router";
import { showFormPostProblem } from "./form-post-problem";

/**
 * The login form, sent as a plain form before the page's script ran (decision 036), comes back
 * to this page with the problem in the address (`?error=INVALID_CREDENTIALS`): once the screen
 * runs, it is shown as the translated toast a failed submit shows.
 */
export function useFormPostProblem() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(location.search).has("error")) showFormPostProblem(location, navigate, i18n, t);
  }, [location, navigate, i18n, t]);
}
