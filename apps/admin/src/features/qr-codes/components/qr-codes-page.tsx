import type { QrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useLoyaltyProgram } from "../../../shared/api/get-loyalty-program";
import { usePageTitle } from "../../../shared/page-title";
import { useQrCodes } from "../api/get-qr-codes";
import { useStampCardOptions } from "../api/get-stamp-card-options";
import { JoinCodePanel } from "../join-code/join-code-panel";
import { offerOf } from "../qr-code-offer";
import { QrCodeFormDialog } from "./qr-code-form-dialog";
import { QrCodesEmpty, QrCodesFetchFailed, QrCodesLoading } from "./qr-codes-states";
import { QrCodesTable } from "./qr-codes-table";
import { RemoveQrCodeDialog } from "./remove-qr-code-dialog";
import { ShowQrCodeDialog } from "./show-qr-code-dialog";

/** Which dialog is open, if any: one at a time. */
type OpenDialog =
  | { kind: "form"; qrCode?: QrCode }
  | { kind: "show"; qrCode: QrCode }
  | { kind: "remove"; qrCode: QrCode }
  | null;

/**
 * /admin/qr-codes: list, add, edit, remove, and show a code at the counter. A code gives
 * stamps on a stamp card or points in the loyalty program, so the page needs the codes, the cards
 * and the program before it can say what each code gives.
 */
export function QrCodesPage() {
  const { t } = useTranslation();
  usePageTitle(t("qrCodes.page.title"));
  const qrCodes = useQrCodes();
  const cards = useStampCardOptions();
  const program = useLoyaltyProgram();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const cardList = cards.data ?? [];
  const programData = program.data ?? null;
  const names = {
    cardName: (id: string) => cardList.find((card) => card.id === id)?.name,
    program: programData,
  };
  const queries = [qrCodes, cards, program];
  const failed = queries.some((query) => query.isError);
  const ready = qrCodes.data !== undefined && cards.data !== undefined && program.data !== undefined;
  const canAdd = cardList.length > 0 || programData !== null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("qrCodes.page.title")}</h1>
          <p className="text-muted-foreground">{t("qrCodes.page.description")}</p>
        </div>
        {ready && canAdd && (
          <Button onClick={() => setDialog({ kind: "form" })}>
            <Plus aria-hidden />
            {t("qrCodes.page.add")}
          </Button>
        )}
      </div>

      {failed ? (
        <QrCodesFetchFailed
          retrying={queries.some((query) => query.isFetching)}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        />
      ) : !ready ? (
        <QrCodesLoading />
      ) : qrCodes.data.length === 0 ? (
        <QrCodesEmpty canAdd={canAdd} onAdd={() => setDialog({ kind: "form" })} />
      ) : (
        <QrCodesTable
          qrCodes={qrCodes.data}
          offerOf={(qrCode) => offerOf(qrCode, names)}
          onShow={(qrCode) => setDialog({ kind: "show", qrCode })}
          onEdit={(qrCode) => setDialog({ kind: "form", qrCode })}
          onRemove={(qrCode) => setDialog({ kind: "remove", qrCode })}
        />
      )}

      {ready && <JoinCodePanel cards={cardList} program={programData} />}

      {dialog?.kind === "form" && (
        <QrCodeFormDialog qrCode={dialog.qrCode} cards={cardList} program={programData} onClose={close} />
      )}
      <ShowQrCodeDialog
        shown={
          dialog?.kind === "show" ? { qrCode: dialog.qrCode, offer: offerOf(dialog.qrCode, names) } : null
        }
        onOpenChange={(open) => !open && close()}
      />
      <RemoveQrCodeDialog qrCode={dialog?.kind === "remove" ? dialog.qrCode : null} onClose={close} />
    </div>
  );
}
