import { CompleteInvitationSignupRequestSchema, type InvitationPreview } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import {
  AcceptTermsField,
  AUTH_INPUT_CLASS,
  isApiError,
  NewPasswordFields,
  PersonNameFields,
  placeApiIssues,
  toastForApiError,
  useZodForm,
  withConfirmPassword,
} from "@stampwise/web";
import { adminDoor } from "../../auth-door";
import { useCompleteInvitationSignup } from "../api/complete-invitation-signup";
import { type InvitationProblem, invitationProblemOf } from "../invitation-step";
import { useEnterOrganization } from "../use-enter-organization";
import { InvitedEmailField } from "./invited-email-field";

const InvitationSignupFormSchema = withConfirmPassword(CompleteInvitationSignupRequestSchema);
const FIELDS = ["firstName", "lastName", "password", "confirmPassword", "acceptTerms"] as const;

/**
 * A person without an account makes one from the invitation (the names the owner typed, editable),
 * which makes them a member and signs them in.
 */
export function InvitationSignupForm({
  token,
  preview,
  onProblem,
  onAccountExists,
}: {
  token: string;
  preview: InvitationPreview;
  onProblem: (problem: InvitationProblem) => void;
  /** The email got an account meanwhile: the page asks again and offers to log in instead. */
  onAccountExists: () => void;
}) {
  const { t } = useTranslation();
  const signup = useCompleteInvitationSignup();
  const enter = useEnterOrganization();
  const form = useZodForm(InvitationSignupFormSchema, {
    defaultValues: {
      token,
      firstName: preview.firstName,
      lastName: preview.lastName,
      password: "",
      confirmPassword: "",
    },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      const user = await signup.mutateAsync(values);
      // A new account belongs to exactly one organization: the one that invited it.
      enter(user, user.organizations[0]?.id);
    } catch (error) {
      const problem = invitationProblemOf(error);
      if (problem) return onProblem(problem);
      if (isApiError(error) && error.code === "EMAIL_ALREADY_REGISTERED") {
        toast({
          variant: "destructive",
          title: t("administrators.invitation.signup.alreadyRegistered.title"),
          description: t("administrators.invitation.signup.alreadyRegistered.description"),
        });
        return onAccountExists();
      }
      placeApiIssues(error, form.setError, FIELDS);
      toastForApiError(error, t, {
        title: t("administrators.invitation.signup.failed.title"),
        description: t("administrators.invitation.signup.failed.description"),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={signup.isPending || undefined}>
      <InvitedEmailField email={preview.email} />
      <PersonNameFields form={form} inputClassName={AUTH_INPUT_CLASS} />
      <NewPasswordFields
        form={form}
        passwordLabel={t("auth.fields.password")}
        inputClassName={AUTH_INPUT_CLASS}
      />
      <AcceptTermsField control={form.control} terms={adminDoor.terms} privacy={adminDoor.privacy} />
      <Button
        type="submit"
        className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm"
        disabled={signup.isPending}
      >
        {signup.isPending
          ? t("administrators.invitation.signup.submitting")
          : t("administrators.invitation.signup.submit")}
      </Button>
    </form>
  );
}
