import { useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { isApiError } from "../../api/api-error";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import { placeApiIssues } from "../../forms/api-issues";
import { useZodForm } from "../../forms/use-zod-form";
import { Link, type To } from "../../routing/router";
import { completePasswordReset } from "../auth-api";
import { NewPasswordFormSchema } from "../auth-form-schemas";
import { type LinkProblemKind, linkProblemFromCode } from "../components/link-problem";
import { NewPasswordFields } from "../components/new-password-fields";
import { ScreenHeading } from "../components/screen-heading";

/** The new password and its confirmation, sent with the token from the reset mail. */
export function NewPasswordForm({
  token,
  loginTo,
  onLinkProblem,
}: {
  token: string;
  loginTo: To;
  onLinkProblem: (kind: LinkProblemKind) => void;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useZodForm(NewPasswordFormSchema, {
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await completePasswordReset({ token, password });
      setDone(true);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      const tokenRefused = isApiError(error) && error.issues.some((issue) => issue.path === "token");
      const problem = linkProblemFromCode(code) ?? (tokenRefused ? "invalid" : null);
      if (problem) return onLinkProblem(problem);
      placeApiIssues(error, form.setError, ["password"]);
      const fallback = {
        title: t("authFlows.resetPassword.failed.title"),
        description: t("authFlows.resetPassword.failed.description"),
      };
      toast(apiErrorToastContent(error, t, fallback));
    }
  });

  if (done) {
    return (
      <div>
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <ScreenHeading
          title={t("authFlows.resetPassword.done.title")}
          description={t("authFlows.resetPassword.done.description")}
          focusOnMount
        />
        <Button asChild className="h-11 w-full text-base sm:h-10 sm:text-sm">
          <Link to={loginTo}>{t("authFlows.resetPassword.done.logIn")}</Link>
        </Button>
      </div>
    );
  }
  const { isSubmitting } = form.formState;
  const input = "h-11 text-base sm:h-10";
  return (
    <>
      <ScreenHeading
        title={t("authFlows.resetPassword.title")}
        description={t("authFlows.resetPassword.description")}
      />
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting || undefined}>
        <NewPasswordFields
          form={form}
          passwordLabel={t("authFlows.fields.newPassword")}
          inputClassName={input}
        />
        <Button
          type="submit"
          className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm"
          disabled={isSubmitting}
        >
          {isSubmitting ? t("authFlows.resetPassword.submitting") : t("authFlows.resetPassword.submit")}
        </Button>
      </form>
    </>
  );
}
