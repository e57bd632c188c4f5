import { ResetPasswordRequestSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import { useState } from "react";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import { placeApiIssues } from "../../forms/api-issues";
import { useZodForm } from "../../forms/use-zod-form";
import { Link, type To } from "../../routing/router";
import { requestPasswordReset } from "../auth-api";
import type { AuthDoor } from "../auth-door";
import { EmailField } from "../components/email-field";
import { EmailSent } from "../components/email-sent";
import { ScreenHeading } from "../components/screen-heading";
import { textLinkClassName } from "../components/text-link";

/**
 * Asks for a reset link. The answer is the same whether or not an account exists (the server's
 * rule), so the confirmation says "if an account exists".
 */
export function ForgotPasswordForm({ door, loginTo }: { door: AuthDoor; loginTo: To }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(ResetPasswordRequestSchema, { defaultValues: { email: "", loginType: door.role } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email, loginType: door.role });
      setSentTo(email);
    } catch (error) {
      placeApiIssues(error, form.setError, ["email"]);
      const fallback = {
        title: t("authFlows.forgotPassword.failed.title"),
        description: t("authFlows.forgotPassword.failed.description"),
      };
      toast(apiErrorToastContent(error, t, fallback));
    }
  });

  const backToLogin = (
    <p className="mt-6 text-center text-sm">
      <Link to={loginTo} className={textLinkClassName}>
        {t("authFlows.forgotPassword.backToLogin")}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <EmailSent
        title={t("authFlows.forgotPassword.sent.title")}
        description={t("authFlows.forgotPassword.sent.description", { email: sentTo })}
        hint={t("authFlows.forgotPassword.sent.hint")}
        againLabel={t("authFlows.forgotPassword.sent.tryAgain")}
        onAgain={() => setSentTo(null)}
      >
        {backToLogin}
      </EmailSent>
    );
  }

  const { isSubmitting } = form.formState;
  return (
    <>
      <ScreenHeading
        title={t("authFlows.forgotPassword.title")}
        description={t("authFlows.forgotPassword.description")}
      />
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting || undefined}>
        <EmailField form={form} />
        <Button
          type="submit"
          className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm"
          disabled={isSubmitting}
        >
          {isSubmitting ? t("authFlows.forgotPassword.submitting") : t("authFlows.forgotPassword.submit")}
        </Button>
      </form>
      {backToLogin}
    </>
  );
}
