import type { JoinCodeInstance } from "@stampwise/contract";
import { type TFunction, useTranslation } from "@stampwise/i18n";
import { Button, Skeleton } from "@stampwise/ui";
import { isApiError, useDocumentTitle } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { useCallback, useEffect, useState } from "react";
import { PublicPageLayout } from "../../components/public-page-layout";
import { JoinFlow, JoinProblem } from "./join-flow";
import { getJoinCodeInstance, joinWithCode } from "./joining-api";

/** Why a join failed, in the visitor's words: a used or expired code asks for a fresh scan. */
function problemOf(t: TFunction, error: unknown): string {
  if (isApiError(error) && ["QR_ALREADY_USED", "QR_EXPIRED", "NOT_FOUND"].includes(error.code))
    return t("joining.page.problem.description");
  return t("joining.page.problem.failed");
}

/**
 * `/join/:instanceId`, opened by scanning the store's join code on its screen at the till: the
 * visitor signs in or up if needed and joins, becoming the business's customer by their own act.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("joining.page.documentTitle"));
  const { instanceId = "" } = useParams();
  const [instance, setInstance] = useState<JoinCodeInstance | null | "failed">(null);

  const load = useCallback(() => {
    setInstance(null);
    getJoinCodeInstance(instanceId).then(setInstance, () => setInstance("failed"));
  }, [instanceId]);
  useEffect(load, [load]);
  const join = useCallback(() => joinWithCode(instanceId), [instanceId]);

  let content: React.ReactNode;
  if (instance === null) content = <Skeleton className="h-64 w-full" />;
  else if (instance === "failed" || instance.status !== "available")
    content = (
      <JoinProblem
        text={t("joining.page.problem.description")}
        action={
          instance === "failed" ? (
            <Button variant="outline" onClick={load}>
              {t("joining.page.problem.retry")}
            </Button>
          ) : undefined
        }
      />
    );
  else {
    const organization = instance.organizationName;
    content = (
      <JoinFlow
        intro={{
          title: t("joining.page.title", { organization }),
          text: t("joining.page.intro", { organization }),
          reward: instance.welcome,
        }}
        actionLabel={t("joining.page.join", { organization })}
        join={join}
        problemText={(error) => problemOf(t, error)}
      />
    );
  }
  return <PublicPageLayout>{content}</PublicPageLayout>;
}
