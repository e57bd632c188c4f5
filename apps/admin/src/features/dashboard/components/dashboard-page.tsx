import { showsSetupChecklist } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { useNavigate } from "@stampwise/web/router";
import { lazy, Suspense } from "react";
import { usePageTitle } from "../../../shared/page-title";
import { paths } from "../../../shared/paths";
import { scannedVisitState } from "../../../shared/scanned-visit";
import { ScanUserButton } from "../../scanner/components/scan-user-button";
import { useSetupChecklist } from "../api/setup-checklist";
import { useDashboardSearch } from "../use-dashboard-search";
import { RecentActivity } from "./recent-activity";
import { UserSearch } from "./user-search";

// Only a new organization shows it: an established one's first load does without it.
const SetupChecklist = lazy(() =>
  import("./setup-checklist").then((module) => ({ default: module.SetupChecklist })),
);

/**
 * /admin/dashboard: find a customer by search or by their QR code; a pick opens the
 * profile. A new organization sees its setup checklist above.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t("users.dashboard.title"));
  const navigate = useNavigate();
  const search = useDashboardSearch();
  const openUser = (userId: string) => navigate(paths.admin.user(userId));
  const checklist = useSetupChecklist().data;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("users.dashboard.title")}</h1>
        <p className="text-muted-foreground">{t("users.dashboard.description")}</p>
      </div>
      {checklist && showsSetupChecklist(checklist) && (
        <Suspense fallback={null}>
          <SetupChecklist checklist={checklist} />
        </Suspense>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <UserSearch
            search={search}
            onOpenUser={openUser}
            action={
              <ScanUserButton
                onIdentified={(profile) =>
                  navigate(paths.admin.user(profile.user.id), { state: scannedVisitState(profile) })
                }
              />
            }
          />
        </div>
        <RecentActivity onRunSearch={search.runAgain} />
      </div>
    </div>
  );
}
