import { type Role, SignupRequestSchema } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import { useState } from "react";
import { isApiError } from "../../api/api-error";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import { placeApiIssues } from "../../forms/api-issues";
import { useZodForm } from "../../forms/use-zod-form";
import { Link, useNavigate } from "../../routing/router";
import { signup } from "../auth-api";
import type { AuthDoor } from "../auth-door";
import { AuthLayout } from "../components/auth-layout";
import { EmailField } from "../components/email-field";
import { EmailSent } from "../components/email-sent";
import { GoogleButton } from "../components/google-button";
import { ScreenHeading } from "../components/screen-heading";
import { textLinkClassName } from "../components/text-link";
import { toastWrongDoor, WrongDoorNotice } from "../components/wrong-door-notice";
import { useAuthLink } from "../hooks/use-auth-link";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import { useRedirectParam } from "../hooks/use-redirect-param";
import { rememberRedirect } from "../pending-redirect";

/** "Sign up": an email address, verified by a link before the account is completed. */
export function SignupScreen({ door }: { door: AuthDoor }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const linkTo = useAuthLink(door);
  const redirect = useRedirectParam(door);
  const completeSignIn = useCompleteSignIn(door);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [wrongDoor, setWrongDoor] = useState(false);
  const otherRole: Role = door.role === "admin" ? "user" : "admin";

  const google = useGoogleSignIn({
    loginType: door.role,
    purpose: "signup",
    onSignedIn: completeSignIn,
    onSessionMissing: () => navigate(door.paths.login),
    onWrongDoor: () => {
      setWrongDoor(true);
      toastWrongDoor(t, otherRole);
    },
  });

  const form = useZodForm(SignupRequestSchema, { defaultValues: { email: "", loginType: door.role } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setAlreadyRegistered(false);
    try {
      // The return page rides in the mailed link (any browser) and in this browser's storage.
      await signup({
        email,
        loginType: door.role,
        language: currentLanguage(i18n),
        ...(redirect ? { redirect } : {}),
      });
      // The link in the mail opens a new tab; it finds the page the customer wanted there.
      rememberRedirect(redirect);
      setSentTo(email);
      toast({
        title: t("authFlows.signup.sentToast.title"),
        description: t("authFlows.signup.sentToast.description"),
      });
    } catch (error) {
      if (isApiError(error) && error.code === "EMAIL_ALREADY_REGISTERED") {
        setAlreadyRegistered(true);
        form.setFocus("email");
        return;
      }
      placeApiIssues(error, form.setError, ["email"]);
      toast(
        apiErrorToastContent(error, t, {
          title: t("authFlows.signup.failed.title"),
          description: t("authFlows.signup.failed.description"),
        }),
      );
    }
  });

  const loginLink = (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {t("authFlows.signup.haveAccount")}{" "}
      <Link to={linkTo(door.paths.login)} className={textLinkClassName}>
        {t("authFlows.signup.logIn")}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout door={door}>
        <EmailSent
          title={t("authFlows.signup.sent.title")}
          description={t("authFlows.signup.sent.description", { email: sentTo })}
          hint={t("authFlows.signup.sent.hint")}
          againLabel={t("authFlows.signup.sent.useAnotherEmail")}
          onAgain={() => setSentTo(null)}
        >
          {loginLink}
        </EmailSent>
      </AuthLayout>
    );
  }

  const { isSubmitting } = form.formState;
  return (
    <AuthLayout door={door}>
      <ScreenHeading
        title={t(`authFlows.signup.title.${door.role}`)}
        description={t(`authFlows.signup.description.${door.role}`)}
      />
      <GoogleButton onClick={google.start} busy={google.isBusy} disabled={isSubmitting} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting || undefined}>
        <EmailField
          form={form}
          error={alreadyRegistered ? t("authFlows.signup.alreadyRegistered") : undefined}
          onValueChange={() => setAlreadyRegistered(false)}
        />
        <Button
          type="submit"
          className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm"
          disabled={isSubmitting || google.isBusy}
        >
          {isSubmitting ? t("authFlows.signup.submitting") : t("authFlows.signup.submit")}
        </Button>
      </form>
      {wrongDoor && <WrongDoorNotice accountRole={otherRole} otherLogin={door.otherLogin} />}
      {loginLink}
    </AuthLayout>
  );
}
