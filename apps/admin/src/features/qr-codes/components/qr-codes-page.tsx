import type { StampQrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import { usePageTitle } from "../../../app/page-title";
import { useQrCodes } from "../api/get-qr-codes";
import { useStampCardOptions } from "../api/get-stamp-card-options";
import { QrCodeFormDialog } from "./qr-code-form-dialog";
import { QrCodesEmpty, QrCodesFetchFailed, QrCodesLoading } from "./qr-codes-states";
import { QrCodesTable } from "./qr-codes-table";
import { RemoveQrCodeDialog } from "./remove-qr-code-dialog";
import { ShowQrCodeDialog } from "./show-qr-code-dialog";

/** Which dialog is open, if any: one at a time. */
type OpenDialog =
  | { kind: "form"; qrCode?: StampQrCode }
  | { kind: "show"; qrCode: StampQrCode }
  | { kind: "remove"; qrCode: StampQrCode }
  | null;

/** /admin/qr-codes (spec §2): list, add, edit, remove, and show a code at the counter. */
export function QrCodesPage() {
  const { t } = useTranslation();
  usePageTitle(t("qrCodes.page.title"));
  const qrCodes = useQrCodes();
  const cards = useStampCardOptions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const cardList = cards.data ?? [];
  const cardName = (id: string) => cardList.find((card) => card.id === id)?.name;
  const failed = qrCodes.isError || cards.isError;
  const ready = qrCodes.data !== undefined && cards.data !== undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("qrCodes.page.title")}</h1>
          <p className="text-muted-foreground">{t("qrCodes.page.description")}</p>
        </div>
        {ready && cardList.length > 0 && (
          <Button onClick={() => setDialog({ kind: "form" })}>
            <Plus aria-hidden />
            {t("qrCodes.page.add")}
          </Button>
        )}
      </div>

      {failed ? (
        <QrCodesFetchFailed
          retrying={qrCodes.isFetching || cards.isFetching}
          onRetry={() => {
            if (qrCodes.isError) void qrCodes.refetch();
            if (cards.isError) void cards.refetch();
          }}
        />
      ) : !ready ? (
        <QrCodesLoading />
      ) : qrCodes.data.length === 0 ? (
        <QrCodesEmpty hasCards={cardList.length > 0} onAdd={() => setDialog({ kind: "form" })} />
      ) : (
        <QrCodesTable
          qrCodes={qrCodes.data}
          cardName={cardName}
          onShow={(qrCode) => setDialog({ kind: "show", qrCode })}
          onEdit={(qrCode) => setDialog({ kind: "form", qrCode })}
          onRemove={(qrCode) => setDialog({ kind: "remove", qrCode })}
        />
      )}

      {dialog?.kind === "form" && (
        <QrCodeFormDialog qrCode={dialog.qrCode} cards={cardList} onClose={close} />
      )}
      <ShowQrCodeDialog
        qrCode={dialog?.kind === "show" ? dialog.qrCode : null}
        cardName={dialog?.kind === "show" ? (cardName(dialog.qrCode.stampCardId) ?? "") : ""}
        onOpenChange={(open) => !open && close()}
      />
      <RemoveQrCodeDialog qrCode={dialog?.kind === "remove" ? dialog.qrCode : null} onClose={close} />
    </div>
  );
}
