import { useTranslation } from "@stampwise/i18n";
import { useNavigate } from "@stampwise/web/router";
import { usePageTitle } from "../../../app/page-title";
import { paths } from "../../../app/paths";
import { scannedVisitState } from "../../../app/scanned-visit";
import { ScanUserButton } from "../../scanner/components/scan-user-button";
import { useDashboardSearch } from "../use-dashboard-search";
import { RecentActivity } from "./recent-activity";
import { UserSearch } from "./user-search";

/** /admin/dashboard (spec §2): find a customer by search or by their QR code; a pick opens the profile. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t("users.dashboard.title"));
  const navigate = useNavigate();
  const search = useDashboardSearch();
  const openUser = (userId: string) => navigate(paths.admin.user(userId));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("users.dashboard.title")}</h1>
        <p className="text-muted-foreground">{t("users.dashboard.description")}</p>
      </div>
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
