import { useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import { isApiError } from "../../api/api-error";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import { placeApiIssues } from "../../forms/api-issues";
import { FormTextField } from "../../forms/form-text-field";
import { useZodForm } from "../../forms/use-zod-form";
import { completeSignup } from "../auth-api";
import type { AuthDoor } from "../auth-door";
import { completeSignupFormSchema } from "../auth-form-schemas";
import { AcceptTermsField } from "../components/accept-terms-field";
import { type LinkProblemKind, linkProblemFromCode } from "../components/link-problem";
import { NewPasswordFields } from "../components/new-password-fields";
import { PersonNameFields } from "../components/person-name-fields";
import { ScreenHeading } from "../components/screen-heading";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { takeRememberedRedirect } from "../pending-redirect";

const FIELDS = [
  "firstName",
  "lastName",
  "organizationName",
  "password",
  "confirmPassword",
  "acceptTerms",
] as const;

/**
 * Completes a sign-up after the emailed link was followed: name, password,
 * the admin's organization and the age and terms confirmation; success signs the account in.
 */
export function CompleteSignupForm({
  door,
  token,
  onLinkProblem,
}: {
  door: AuthDoor;
  token: string;
  onLinkProblem: (kind: LinkProblemKind) => void;
}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn(door);
  const isAdmin = door.role === "admin";
  const form = useZodForm(completeSignupFormSchema(door.role), {
    defaultValues: {
      token,
      firstName: "",
      lastName: "",
      password: "",
      confirmPassword: "",
      organizationName: isAdmin ? "" : undefined,
    },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      const user = await completeSignup(values);
      completeSignIn(user, { redirect: takeRememberedRedirect() });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      const linkProblem =
        linkProblemFromCode(code) ??
        (isApiError(error) && error.issues.some((issue) => issue.path === "token") ? "invalid" : null);
      if (linkProblem) return onLinkProblem(linkProblem);
      if (code === "EMAIL_ALREADY_REGISTERED") {
        toast({
          title: t("authFlows.verify.failed.title"),
          description: t("authFlows.verify.alreadyRegistered"),
          variant: "destructive",
        });
        return onLinkProblem("used");
      }
      placeApiIssues(error, form.setError, FIELDS);
      toast(
        apiErrorToastContent(error, t, {
          title: t("authFlows.verify.failed.title"),
          description: t("authFlows.verify.failed.description"),
        }),
      );
    }
  });
  const { isSubmitting } = form.formState;
  const input = "h-11 text-base sm:h-10";
  return (
    <>
      <ScreenHeading title={t("authFlows.verify.title")} description={t("authFlows.verify.description")} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting || undefined}>
        <PersonNameFields form={form} inputClassName={input} />
        {isAdmin && (
          <FormTextField
            form={form}
            name="organizationName"
            label={t("authFlows.fields.organizationName")}
            description={t("authFlows.fields.organizationNameHint")}
            autoComplete="organization"
            inputClassName={input}
          />
        )}
        <NewPasswordFields form={form} passwordLabel={t("auth.fields.password")} inputClassName={input} />
        <AcceptTermsField control={form.control} terms={door.terms} privacy={door.privacy} />
        <Button
          type="submit"
          className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm"
          disabled={isSubmitting}
        >
          {isSubmitting ? t("authFlows.verify.submitting") : t("authFlows.verify.submit")}
        </Button>
      </form>
    </>
  );
}
