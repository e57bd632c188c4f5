import { EmailTokenSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { useState } from "react";
import { type To, useSearchParams } from "../../routing/router";
import type { AuthDoor } from "../auth-door";
import { AuthLayout } from "../components/auth-layout";
import { LinkProblem, type LinkProblemKind } from "../components/link-problem";
import { useAuthLink } from "../hooks/use-auth-link";
import { ForgotPasswordForm } from "./forgot-password-form";
import { NewPasswordForm } from "./new-password-form";

/**
 * `/reset-password`: without a token the forgot-password form (email, send reset link);
 * with the token from the mail, the new-password form.
 */
export function ResetPasswordScreen({ door }: { door: AuthDoor }) {
  const linkTo = useAuthLink(door);
  const [params] = useSearchParams();
  const token = params.get("token");
  const loginTo = linkTo(door.paths.login);
  return (
    <AuthLayout door={door}>
      {token === null ? (
        <ForgotPasswordForm door={door} loginTo={loginTo} />
      ) : (
        // Keyed by the token: a new link starts with a clean slate.
        <ResetWithToken
          key={token}
          token={token}
          loginTo={loginTo}
          newLinkTo={linkTo(door.paths.resetPassword)}
        />
      )}
    </AuthLayout>
  );
}

function ResetWithToken({ token, loginTo, newLinkTo }: { token: string; loginTo: To; newLinkTo: To }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<LinkProblemKind | null>(() =>
    EmailTokenSchema.safeParse(token).success ? null : "invalid",
  );
  if (problem) {
    return (
      <LinkProblem
        kind={problem}
        // Without the token the same route shows the forgot-password form.
        action={{ label: t("authFlows.resetPassword.requestNewLink"), to: newLinkTo }}
        loginTo={loginTo}
      />
    );
  }
  return <NewPasswordForm token={token} loginTo={loginTo} onLinkProblem={setProblem} />;
}
