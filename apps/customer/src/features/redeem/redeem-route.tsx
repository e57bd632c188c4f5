import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { isApiError, useDocumentTitle } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { PublicPageLayout } from "../../components/public-page-layout";
import { useQrInstance } from "./api/get-qr-instance";
import { useRedeemQrInstance } from "./api/redeem-qr-instance";
import { RedeemActions } from "./components/redeem-actions";
import { RedeemProblemView } from "./components/redeem-problem-view";
import { RedeemSkeleton } from "./components/redeem-skeleton";
import { RedeemWelcome } from "./components/redeem-welcome";
import { useCollectOnReturn } from "./hooks/use-collect-on-return";
import { useVisitorSession, type VisitorSession } from "./hooks/use-visitor-session";
import { collectLabel } from "./redeem-offer";
import {
  isRetryable,
  problemOfFetchError,
  problemOfInstanceId,
  problemOfRedeemError,
  problemOfStatus,
  waitSecondsOf,
} from "./redeem-problem";

// The card as it is after the redeem (the loyalty card view, with react-query for the cards) is
// not part of the page a camera opens: it loads once the customer collects (decision 014).
const loadRedeemSuccess = () => import("./components/redeem-success");
const RedeemSuccess = lazy(() => loadRedeemSuccess().then((module) => ({ default: module.RedeemSuccess })));

/**
 * `/redeem/:instanceId`, opened by scanning the code an admin shows at the counter. Reachable
 * signed out: the welcome offers log in and sign up, which come back here and collect at once.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("redeem.documentTitle"));
  const { instanceId } = useParams();
  const { session, setUser } = useVisitorSession();
  const idProblem = problemOfInstanceId(instanceId);
  return (
    <PublicPageLayout>
      {idProblem || !instanceId ? (
        <RedeemProblemView problem={idProblem ?? "missingId"} session={session} />
      ) : (
        // Keyed: another code starts with a fresh redeem state.
        <RedeemInstance key={instanceId} instanceId={instanceId} session={session} setUser={setUser} />
      )}
    </PublicPageLayout>
  );
}

type RedeemInstanceProps = {
  instanceId: string;
  session: VisitorSession;
  setUser: ReturnType<typeof useVisitorSession>["setUser"];
};

function RedeemInstance(props: RedeemInstanceProps) {
  const [pointsCode, setPointsCode] = useState(false);
  return (
    <>
      {pointsCode && <PointsDocumentTitle />}
      <RedeemInstanceState {...props} onPointsCode={setPointsCode} />
    </>
  );
}

/** Mounted once the code is known to give points: the page title then says points, not stamps. */
function PointsDocumentTitle() {
  const { t } = useTranslation();
  useDocumentTitle(t("redeem.points.documentTitle"));
  return null;
}

function RedeemInstanceState({
  instanceId,
  session,
  setUser,
  onPointsCode,
}: RedeemInstanceProps & { onPointsCode: (pointsCode: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const instance = useQrInstance(instanceId);
  const { state: redeem, redeem: startRedeem } = useRedeemQrInstance(instanceId);

  const collect = useCallback(() => {
    void loadRedeemSuccess();
    void startRedeem((error) => {
      // The session ended since the page loaded: show the log-in buttons again.
      if (isApiError(error) && error.code === "UNAUTHENTICATED") setUser(null);
    });
  }, [startRedeem, setUser]);

  const pointsCode = instance.data?.type === "points";
  useEffect(() => onPointsCode(pointsCode), [onPointsCode, pointsCode]);
  const available = instance.data?.status === "available";
  useCollectOnReturn(available && session.user?.role === "user", collect);

  if (redeem.status === "success" && instance.data) {
    return (
      <Suspense fallback={<RedeemSkeleton />}>
        <RedeemSuccess instance={instance.data} result={redeem.data} />
      </Suspense>
    );
  }
  if (redeem.status === "error" && !(isApiError(redeem.error) && redeem.error.code === "UNAUTHENTICATED")) {
    const problem = problemOfRedeemError(redeem.error);
    return (
      <RedeemProblemView
        problem={problem}
        session={session}
        onRetry={isRetryable(problem) ? collect : undefined}
        waitSeconds={waitSecondsOf(redeem.error)}
        pointsCode={pointsCode}
      />
    );
  }
  if (instance.isError) {
    const problem = problemOfFetchError(instance.error);
    return (
      <RedeemProblemView
        problem={problem}
        session={session}
        onRetry={isRetryable(problem) ? instance.refetch : undefined}
        retrying={instance.isFetching}
        pointsCode={pointsCode}
      />
    );
  }
  if (!instance.data) return <RedeemSkeleton />;
  const statusProblem = problemOfStatus(instance.data.status);
  if (statusProblem)
    return <RedeemProblemView problem={statusProblem} session={session} pointsCode={pointsCode} />;

  return (
    <RedeemWelcome instance={instance.data}>
      <RedeemActions
        instanceId={instanceId}
        collectLabel={collectLabel(t, currentLanguage(i18n), instance.data)}
        pointsCode={pointsCode}
        session={session}
        onLoggedOut={() => setUser(null)}
        onCollect={collect}
        collecting={redeem.status === "pending"}
      />
    </RedeemWelcome>
  );
}
