import type { CustomerInvitationPreview } from "@stampwise/contract";
import { type TFunction, useTranslation } from "@stampwise/i18n";
import { Skeleton } from "@stampwise/ui";
import { isApiError, useDocumentTitle } from "@stampwise/web";
import { useSearchParams } from "@stampwise/web/router";
import { useCallback, useEffect, useState } from "react";
import { PublicPageLayout } from "../../components/public-page-layout";
import { JoinFlow, JoinProblem } from "./join-flow";
import { acceptInvitation, previewInvitation } from "./joining-api";

/** Why an invitation does not work, by the server's code. */
function problemOf(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t("joining.page.problem.failed");
  switch (error.code) {
    case "TOKEN_USED":
      return t("joining.page.problem.usedInvitation");
    case "TOKEN_EXPIRED":
      return t("joining.page.problem.expiredInvitation");
    case "INVITATION_OTHER_ACCOUNT":
      return t("joining.page.problem.otherAccount");
    case "TOKEN_INVALID":
    case "VALIDATION_ERROR":
      return t("joining.page.problem.invalidInvitation");
    default:
      return t("joining.page.problem.failed");
  }
}

/**
 * `/invitation?token=…`, from the mail staff sent at the counter: the invited account accepts and
 * becomes the business's customer. Until then the business sees nothing of it.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("joining.invitation.documentTitle"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [preview, setPreview] = useState<CustomerInvitationPreview | { error: unknown } | null>(null);

  useEffect(() => {
    previewInvitation(token).then(setPreview, (error) => setPreview({ error }));
  }, [token]);
  const join = useCallback(
    async () => ({ ...(await acceptInvitation(token)), joined: true, welcome: null }),
    [token],
  );

  let content: React.ReactNode;
  if (preview === null) content = <Skeleton className="h-64 w-full" />;
  else if ("error" in preview) content = <JoinProblem text={problemOf(t, preview.error)} />;
  else {
    const organization = preview.organizationName;
    content = (
      <JoinFlow
        intro={{
          title: t("joining.invitation.title", { organization }),
          text: t("joining.invitation.intro", { organization }),
          reward: null,
        }}
        actionLabel={t("joining.invitation.accept")}
        join={join}
        problemText={(error) => problemOf(t, error)}
      />
    );
  }
  return <PublicPageLayout>{content}</PublicPageLayout>;
}
