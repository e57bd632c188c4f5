import { DELIVERY_PAGE_SIZE_MAX, type DeliveryRecord } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { toastForApiError } from "@stampwise/web";
import { useState } from "react";
import { csvBlob, saveFile } from "../../../shared/save-file";
import { type DeliveryFilter, fetchDeliveriesPage } from "./api/search-deliveries";
import { deliveriesCsv, deliveriesFilename } from "./delivery-csv";

/** Every delivery the filter selects, 100 to a request, until the server's total is reached. */
async function fetchAllDeliveries(
  communicationId: string,
  filter: DeliveryFilter,
): Promise<DeliveryRecord[]> {
  const all: DeliveryRecord[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchDeliveriesPage(communicationId, filter, page, DELIVERY_PAGE_SIZE_MAX);
    all.push(...answer.items);
    // A short page is the last, even if deliveries were added meanwhile (the total moved on).
    if (answer.items.length < DELIVERY_PAGE_SIZE_MAX || all.length >= answer.total) return all;
  }
}

/** The details as a CSV file: what the table's filters select, every page of it, in the admin's language. */
export function useDeliveriesExport(communication: { id: string; title: string }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);

  const exportDeliveries = async (filter: DeliveryFilter) => {
    setExporting(true);
    try {
      const deliveries = await fetchAllDeliveries(communication.id, filter);
      const csv = deliveriesCsv(deliveries, {
        header: (column) => t(`communicationStatistics.export.columns.${column}`),
        medium: (medium) => t(`communicationStatistics.medium.${medium}`),
        status: (status) => t(`communicationStatistics.status.${status}`),
      });
      const filename = deliveriesFilename(
        t("communicationStatistics.export.filename"),
        communication.title,
        new Date(),
      );
      saveFile(csvBlob(csv), filename);
      toast({
        title: t("communicationStatistics.export.done.title"),
        description: t("communicationStatistics.export.done.description", { filename }),
      });
    } catch (error) {
      toastForApiError(error, t, {
        title: t("communicationStatistics.export.failed.title"),
        description: t("communicationStatistics.export.failed.description"),
      });
    } finally {
      setExporting(false);
    }
  };

  return { exportDeliveries, exporting };
}
