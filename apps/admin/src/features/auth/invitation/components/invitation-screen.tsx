import type { InvitationPreview } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Spinner } from "@stampwise/ui";
import { AuthLayout, ScreenHeading, useSession } from "@stampwise/web";
import { useSearchParams } from "@stampwise/web/router";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { adminDoor } from "../../auth-door";
import { useInvitationPreview } from "../api/preview-invitation";
import {
  type InvitationProblem,
  invitationProblemOf,
  invitationStep,
  isInvitationToken,
} from "../invitation-step";
import { useAcceptAndEnter } from "../use-accept-and-enter";
import { AcceptInvitationPanel } from "./accept-invitation-panel";
import { InvitationLoginForm } from "./invitation-login-form";
import { InvitationProblemView } from "./invitation-problem-view";
import { InvitationSignupForm } from "./invitation-signup-form";
import { InvitationWelcome } from "./invitation-welcome";
import { OtherAccountNotice } from "./other-account-notice";

/** `/invitation?token=…`: the link an owner's invitation mails. Without a usable token, say why. */
export function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <AuthLayout door={adminDoor}>
      {/* Keyed by the token: a new link starts with a clean slate. */}
      <InvitationForToken key={token} token={token} />
    </AuthLayout>
  );
}

function InvitationForToken({ token }: { token: string | null }) {
  const [problem, setProblem] = useState<InvitationProblem | null>(() =>
    isInvitationToken(token) ? null : "invalid",
  );
  const preview = useInvitationPreview(problem ? null : token);
  const session = useSession();

  const shown = problem ?? (preview.isError ? invitationProblemOf(preview.error) : null);
  if (shown || !token) return <InvitationProblemView problem={shown ?? "invalid"} />;
  if (preview.isError) {
    return <PreviewFailed retrying={preview.isFetching} onRetry={() => void preview.refetch()} />;
  }
  if (!preview.data || session.isLoading) return <OpeningInvitation />;
  return (
    <InvitationSteps
      token={token}
      preview={preview.data}
      sessionEmail={session.user?.email ?? null}
      onProblem={setProblem}
      onAccountExists={() => void preview.refetch()}
    />
  );
}

function InvitationSteps({
  token,
  preview,
  sessionEmail,
  onProblem,
  onAccountExists,
}: {
  token: string;
  preview: InvitationPreview;
  sessionEmail: string | null;
  onProblem: (problem: InvitationProblem) => void;
  onAccountExists: () => void;
}) {
  const { acceptAndEnter, isAccepting } = useAcceptAndEnter(token, onProblem);
  const step = invitationStep(preview, sessionEmail ? { email: sessionEmail } : null);
  return (
    <>
      <InvitationWelcome preview={preview} />
      {step.kind === "signup" && (
        <InvitationSignupForm
          token={token}
          preview={preview}
          onProblem={onProblem}
          onAccountExists={onAccountExists}
        />
      )}
      {step.kind === "login" && (
        <InvitationLoginForm preview={preview} loginType={step.loginType} acceptAndEnter={acceptAndEnter} />
      )}
      {step.kind === "accept" && (
        <AcceptInvitationPanel
          email={preview.email}
          acceptAndEnter={acceptAndEnter}
          isAccepting={isAccepting}
        />
      )}
      {step.kind === "other-account" && (
        <OtherAccountNotice signedInAs={step.signedInAs} invited={preview.email} />
      )}
    </>
  );
}

function OpeningInvitation() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-muted-foreground">
      <Spinner label={t("administrators.invitation.loading")} className="[&_svg]:size-6" />
      <span aria-hidden>{t("administrators.invitation.loading")}</span>
    </div>
  );
}

/** The preview could not be fetched (offline, a 500): nothing is known about the link yet. */
function PreviewFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <ScreenHeading
        title={t("administrators.invitation.loadFailed.title")}
        description={t("administrators.invitation.loadFailed.description")}
      />
      <Button variant="outline" className="h-11 w-full sm:h-10" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
        {t("administrators.invitation.loadFailed.retry")}
      </Button>
    </div>
  );
}
