import { type InvitationPreview, LoginRequestSchema, type Role } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, cn, toast } from "@stampwise/ui";
import {
  AUTH_INPUT_CLASS,
  apiErrorToastContent,
  login,
  PasswordField,
  placeApiIssues,
  textLinkClassName,
  useSetSessionUser,
  useZodForm,
} from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { paths } from "../../../../shared/paths";
import { InvitedEmailField } from "./invited-email-field";

/**
 * The invited email has an account and nobody is signed in: log in right here, through the
 * account's own door (a customer account logs in as a customer), then accept at once.
 */
export function InvitationLoginForm({
  preview,
  loginType,
  acceptAndEnter,
}: {
  preview: InvitationPreview;
  loginType: Role;
  acceptAndEnter: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const setSessionUser = useSetSessionUser();
  const form = useZodForm(LoginRequestSchema, {
    defaultValues: { email: preview.email, password: "", loginType },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    let user: Awaited<ReturnType<typeof login>>;
    try {
      user = await login(values);
    } catch (error) {
      placeApiIssues(error, form.setError, ["password"]);
      toast(apiErrorToastContent(error, t));
      return;
    }
    // The session is stored only when accepting fails: storing it first would swap this form for
    // the Accept button while the acceptance is still on its way.
    if (!(await acceptAndEnter())) setSessionUser(user);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy || undefined}>
      <p className="text-sm text-muted-foreground">
        {t("administrators.invitation.login.intro", { email: preview.email })}
      </p>
      <InvitedEmailField email={preview.email} />
      <div className="grid gap-2">
        <PasswordField
          form={form}
          name="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          inputClassName={AUTH_INPUT_CLASS}
        />
        <Link to={paths.resetPassword} className={cn(textLinkClassName, "justify-self-end text-sm")}>
          {t("administrators.invitation.login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm" disabled={busy}>
        {busy ? t("administrators.invitation.login.submitting") : t("administrators.invitation.login.submit")}
      </Button>
    </form>
  );
}
