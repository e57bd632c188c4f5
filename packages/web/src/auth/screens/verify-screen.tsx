import { EmailTokenSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { useState } from "react";
import { useSearchParams } from "../../routing/router";
import type { AuthDoor } from "../auth-door";
import { AuthLayout } from "../components/auth-layout";
import { LinkProblem, type LinkProblemKind } from "../components/link-problem";
import { CompleteSignupForm } from "./complete-signup-form";

/** `/verify?token=…`: the link from the sign-up mail. Without a usable token, say why. */
export function VerifyScreen({ door }: { door: AuthDoor }) {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <AuthLayout door={door}>
      {/* Keyed by the token: a new link starts with a clean slate. */}
      <VerifyToken key={token} door={door} token={token} />
    </AuthLayout>
  );
}

function VerifyToken({ door, token }: { door: AuthDoor; token: string | null }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<LinkProblemKind | null>(() => {
    if (!token) return "missing";
    return EmailTokenSchema.safeParse(token).success ? null : "invalid";
  });
  if (problem || !token) {
    return (
      <LinkProblem
        kind={problem ?? "missing"}
        action={{ label: t("authFlows.verify.signUpAgain"), to: door.paths.signup }}
        loginTo={door.paths.login}
      />
    );
  }
  return <CompleteSignupForm door={door} token={token} onLinkProblem={setProblem} />;
}
