import { COMMUNICATION_MEDIA, DELIVERY_STATUSES } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@stampwise/ui";
import { useId } from "react";
import type { DeliveryFilter } from "../api/search-deliveries";

/** Radix Select has no empty value: "all" stands for no filter. */
const ALL = "all";

/** The details' filters: a delivery status and a channel. */
export function DeliveryFilters({
  filter,
  onChange,
}: {
  filter: DeliveryFilter;
  onChange: (changes: Partial<DeliveryFilter>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>{t("communicationStatistics.details.filterStatus")}</Label>
        <Select
          value={filter.status ?? ALL}
          onValueChange={(value) =>
            onChange({ status: value === ALL ? null : (value as DeliveryFilter["status"]) })
          }
        >
          <SelectTrigger id={`${id}-status`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("communicationStatistics.details.allStatuses")}</SelectItem>
            {DELIVERY_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`communicationStatistics.status.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-medium`}>{t("communicationStatistics.details.filterChannel")}</Label>
        <Select
          value={filter.medium ?? ALL}
          onValueChange={(value) =>
            onChange({ medium: value === ALL ? null : (value as DeliveryFilter["medium"]) })
          }
        >
          <SelectTrigger id={`${id}-medium`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("communicationStatistics.details.allChannels")}</SelectItem>
            {COMMUNICATION_MEDIA.map((medium) => (
              <SelectItem key={medium} value={medium}>
                {t(`communicationStatistics.medium.${medium}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
