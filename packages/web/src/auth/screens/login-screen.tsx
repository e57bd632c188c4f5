import type { Role } from "@stampwise/contract";
import { loadSections, useTranslation } from "@stampwise/i18n";
import { Button, cn, toast } from "@stampwise/ui";
import { lazy, Suspense, useState } from "react";
import { isApiError } from "../../api/api-error";
import { apiErrorToastContent } from "../../forms/api-error-toast";
import { placeApiIssues } from "../../forms/api-issues";
import { PasswordField } from "../../forms/password-field";
import { type LightFormCheck, useLightForm } from "../../forms/use-light-form";
import { Link } from "../../routing/router";
import { loginWithNotices } from "../auth-api";
import type { AuthDoor } from "../auth-door";
import { AuthLayout } from "../components/auth-layout";
import { EmailField } from "../components/email-field";
import { GoogleButton } from "../components/google-button";
import { ScreenHeading } from "../components/screen-heading";
import { textLinkClassName } from "../components/text-link";
import { useAuthLink } from "../hooks/use-auth-link";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { useFormPostProblem } from "../hooks/use-form-post-problem";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import { useSessionCheckOnLoad } from "../hooks/use-session-check-on-load";
import type { LoginFormValues } from "../login-schema";

// Only an account at the other door needs these, so the first paint does without them.
const loadWrongDoor = () => import("../components/wrong-door-notice");
const WrongDoorNotice = lazy(() => loadWrongDoor().then((module) => ({ default: module.WrongDoorNotice })));

const loadLoginCheck = () => import("../login-schema").then((module) => module.checkLogin);

/**
 * The login's first load carries no field or request-error texts, no zod and no form library
 * (decisions 014 and 021): the `validation` section and the contract schema load once the person
 * enters the form (`prepare`, on its first focus), while they type, and the form's first check
 * waits for both, so no message can show before its text is there. Someone who signs in with
 * Google never loads them.
 */
function useLoginCheckOnFirstUse() {
  const { i18n } = useTranslation();
  const [loaders] = useState(() => {
    const loadTexts = () => loadSections(i18n, ["validation"]);
    const prepare = () => Promise.all([loadLoginCheck(), loadTexts()]);
    const check = async (values: LoginFormValues): Promise<LightFormCheck<LoginFormValues>> => {
      const [checkLogin] = await prepare();
      return checkLogin(values);
    };
    return { prepare, check };
  });
  return loaders;
}

/** The login screen: the session check on load, the password submit and Google sign-in. */
export function LoginScreen({ door }: { door: AuthDoor }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn(door);
  const linkTo = useAuthLink(door);
  const [busy, setBusy] = useState(false);
  const [wrongDoorRole, setWrongDoorRole] = useState<Role | null>(null);
  const otherRole: Role = door.role === "admin" ? "user" : "admin";
  useSessionCheckOnLoad(completeSignIn);
  useFormPostProblem();

  const showWrongDoor = (role: Role) => {
    setWrongDoorRole(role);
    void loadWrongDoor().then((module) => module.toastWrongDoor(t, role));
  };

  const google = useGoogleSignIn({
    loginType: door.role,
    purpose: "login",
    onSignedIn: completeSignIn,
    // A failed session check after Google goes to the login page, which this already is.
    onSessionMissing: () => {},
    onWrongDoor: () => showWrongDoor(otherRole),
  });

  const { check, prepare } = useLoginCheckOnFirstUse();
  const form = useLightForm({
    defaultValues: { email: "", password: "", loginType: door.role },
    check,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    setWrongDoorRole(null);
    try {
      const { user, deletionCancelled } = await loginWithNotices({ ...values, loginType: door.role });
      if (deletionCancelled) {
        toast({
          title: t("auth.login.deletionCancelled.title"),
          description: t("auth.login.deletionCancelled.description"),
        });
      }
      completeSignIn(user);
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_LOGIN_TYPE" && error.role) {
        showWrongDoor(error.role);
      } else {
        placeApiIssues(error, form.setError, ["email", "password"]);
        toast(apiErrorToastContent(error, t));
      }
    } finally {
      setBusy(false);
    }
  });

  const working = busy || google.isBusy;
  const field = "h-11 text-base sm:h-10";
  return (
    <AuthLayout door={door}>
      <ScreenHeading
        title={t(`auth.login.title.${door.role}`)}
        description={t(`auth.login.description.${door.role}`)}
      />
      <GoogleButton onClick={google.start} busy={google.isBusy} disabled={busy} />
      {/* Sent as a plain form to this page's own address (with its ?redirect=) when the script
          has not run yet: the customer login is prerendered (decision 036), and the server
          answers the post. The admin login is not prerendered, so it never submits that way. */}
      <form
        noValidate
        method={door.role === "user" ? "post" : undefined}
        onSubmit={onSubmit}
        onFocus={() => void prepare()}
        className="grid gap-4"
        aria-busy={busy || undefined}
      >
        <EmailField form={form} autoComplete="username" />
        <div className="grid gap-2">
          <PasswordField
            form={form}
            name="password"
            label={t("auth.fields.password")}
            autoComplete="current-password"
            inputClassName={field}
          />
          <Link
            to={linkTo(door.paths.resetPassword)}
            className={cn(textLinkClassName, "justify-self-end text-sm")}
          >
            {t("auth.login.forgotPassword")}
          </Link>
        </div>
        <Button type="submit" className="mt-2 h-11 w-full text-base sm:h-10 sm:text-sm" disabled={working}>
          {busy ? t("auth.login.submitting") : t("auth.login.submit")}
        </Button>
      </form>
      {wrongDoorRole && (
        <Suspense>
          <WrongDoorNotice accountRole={wrongDoorRole} otherLogin={door.otherLogin} />
        </Suspense>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t("auth.login.noAccount")}{" "}
        <Link to={linkTo(door.paths.signup)} className={textLinkClassName}>
          {t("auth.login.signUp")}
        </Link>
      </p>
    </AuthLayout>
  );
}
