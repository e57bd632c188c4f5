import { COMMUNICATION_MEDIA, COMMUNICATION_STATUSES } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@stampwise/ui";
import { useId } from "react";
import type { CommunicationsView } from "../list-view";

const ALL = "all";

/** Filters by status and channel. */
export function CommunicationsFilters({
  view,
  onChange,
}: {
  view: CommunicationsView;
  onChange: (changes: Partial<CommunicationsView>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>{t("communications.list.filterStatus")}</Label>
        <Select
          value={view.status ?? ALL}
          onValueChange={(value) =>
            onChange({ status: value === ALL ? null : (value as CommunicationsView["status"]), page: 1 })
          }
        >
          <SelectTrigger id={`${id}-status`} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("communications.list.allStatuses")}</SelectItem>
            {COMMUNICATION_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`communications.status.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-medium`}>{t("communications.list.filterMedium")}</Label>
        <Select
          value={view.medium ?? ALL}
          onValueChange={(value) =>
            onChange({ medium: value === ALL ? null : (value as CommunicationsView["medium"]), page: 1 })
          }
        >
          <SelectTrigger id={`${id}-medium`} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("communications.list.allMedia")}</SelectItem>
            {COMMUNICATION_MEDIA.map((medium) => (
              <SelectItem key={medium} value={medium}>
                {t(`communications.media.${medium}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
