import { NOTIFICATIONS_LOOKBACK_DAYS, type StatisticsNotifications } from "@stampwise/contract";
import { currentLanguage, formatNumber, type Language, useTranslation } from "@stampwise/i18n";
import { Button, Card, EmptyState } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import {
  ArrowRight,
  CircleCheckBig,
  Hourglass,
  MailWarning,
  ShieldAlert,
  TrendingUp,
  UserRoundCog,
} from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../../shared/paths";
import { type OrganizationTime, useOrganizationTime } from "../../../shared/time/organization-time";
import { formatMonth } from "../format";
import { type AttentionItem, attentionItems } from "../has-data";

/**
 * What needs looking at now (not bound to the chosen range): blocked scans, staff giving far more
 * than usual, points about to expire, communications whose deliveries failed, customers' data
 * requests in progress. Nothing: "All clear".
 */
export function NotificationsSection({ notifications }: { notifications: StatisticsNotifications }) {
  const { t } = useTranslation();
  const items = attentionItems(notifications);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t("insights.notifications.title")}</h2>
        <p className="text-sm text-muted-foreground">
          {t("insights.notifications.description", { days: NOTIFICATIONS_LOOKBACK_DAYS })}
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={<CircleCheckBig />}
          titleLevel={3}
          title={t("insights.notifications.allClear.title")}
          description={t("insights.notifications.allClear.description")}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={itemKey(item)}>
              <AttentionCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function itemKey(item: AttentionItem): string {
  switch (item.kind) {
    case "unusualStaff":
      return `${item.kind}:${item.userId}`;
    case "failedCommunication":
      return `${item.kind}:${item.id}`;
    default:
      return item.kind;
  }
}

function AttentionCard({ item }: { item: AttentionItem }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const time = useOrganizationTime();
  const { icon, title, description, action } = describe(item, t, language, time);
  return (
    <Card className="flex-row items-start gap-4 px-4 py-4 sm:px-6" data-attention={item.kind}>
      <div
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-foreground [&_svg]:size-5"
      >
        {icon}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-semibold break-words">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
        {action && <div>{action}</div>}
      </div>
    </Card>
  );
}

function describe(
  item: AttentionItem,
  t: ReturnType<typeof useTranslation>["t"],
  language: Language,
  time: OrganizationTime,
): { icon: ReactNode; title: string; description: string; action?: ReactNode } {
  const texts = "insights.notifications" as const;
  const counted = (count: number) => ({ count, formattedCount: formatNumber(count, language) });
  switch (item.kind) {
    case "blockedScans": {
      const since = t(`${texts}.blockedScans.description`, { days: NOTIFICATIONS_LOOKBACK_DAYS });
      const last = item.lastAt
        ? ` ${t(`${texts}.blockedScans.last`, { date: time.dateTime(item.lastAt) })}`
        : "";
      return {
        icon: <ShieldAlert />,
        title: t(`${texts}.blockedScans.title`, counted(item.count)),
        description: `${since}${last}`,
        action: (
          <ActionLink to={paths.admin.settingsCounterRules}>{t(`${texts}.blockedScans.action`)}</ActionLink>
        ),
      };
    }
    case "unusualStaff":
      return {
        icon: <TrendingUp />,
        title: t(`${texts}.unusualStaff.title`, {
          name: item.name || t("insights.reports.staff.deletedAccount"),
        }),
        description: t(`${texts}.unusualStaff.description`, {
          ...counted(item.lastWeek),
          usual: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(item.usualWeek),
        }),
      };
    case "pointsExpiring":
      return {
        icon: <Hourglass />,
        title: t(`${texts}.pointsExpiring.title`, {
          ...counted(item.points),
          month: formatMonth(item.month, language, "long"),
        }),
        description: t(`${texts}.pointsExpiring.description`, counted(item.customers)),
      };
    case "failedCommunication":
      return {
        icon: <MailWarning />,
        title: t(`${texts}.failedCommunication.title`, { title: item.title }),
        description: t(`${texts}.failedCommunication.description`, {
          ...counted(item.failed),
          days: NOTIFICATIONS_LOOKBACK_DAYS,
        }),
        action: (
          <ActionLink to={paths.admin.communicationStatistics(item.id)} context={item.title}>
            {t(`${texts}.failedCommunication.action`)}
          </ActionLink>
        ),
      };
    case "dataRequests":
      return {
        icon: <UserRoundCog />,
        title: t(`${texts}.dataRequests.title`, counted(item.exports + item.erasures)),
        description: [
          item.exports > 0 ? t(`${texts}.dataRequests.exports`, counted(item.exports)) : "",
          item.erasures > 0 ? t(`${texts}.dataRequests.erasures`, counted(item.erasures)) : "",
        ]
          .filter(Boolean)
          .join(" "),
        action: <ActionLink to={paths.admin.settingsPrivacy}>{t(`${texts}.dataRequests.action`)}</ActionLink>,
      };
  }
}

/** A way to the screen that deals with it; `context` tells screen readers which one of several. */
function ActionLink({ to, context, children }: { to: string; context?: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>
        {children}
        {context && <span className="sr-only">: {context}</span>}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
