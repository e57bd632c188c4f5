import type { QrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { Ellipsis, Pencil, QrCode as QrCodeIcon, Trash2 } from "lucide-react";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { offerTexts } from "../offer-texts";
import type { QrCodeOffer } from "../qr-code-offer";

export type QrCodeActions = {
  onShow: (qrCode: QrCode) => void;
  onEdit: (qrCode: QrCode) => void;
  onRemove: (qrCode: QrCode) => void;
};

/**
 * QR codes page: description, type, what a scan gives ("Coffee card · 1 stamp", "Bean
 * points · 25 points"), created, and the row's actions.
 */
export function QrCodesTable({
  qrCodes,
  offerOf,
  ...actions
}: {
  qrCodes: readonly QrCode[];
  offerOf: (qrCode: QrCode) => QrCodeOffer;
} & QrCodeActions) {
  const { t } = useTranslation();
  const time = useOrganizationTime();

  return (
    <Table>
      <TableCaption className="sr-only">{t("qrCodes.list.caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("qrCodes.list.description")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("qrCodes.list.type")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("qrCodes.list.gives")}</TableHead>
          <TableHead className="hidden lg:table-cell">{t("qrCodes.list.created")}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t("qrCodes.list.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {qrCodes.map((qrCode) => {
          const name = qrCode.description || t("qrCodes.list.noDescription");
          const gives = <Gives offer={offerOf(qrCode)} />;
          return (
            <TableRow key={qrCode.id}>
              <TableCell className="max-w-36 font-medium sm:max-w-72">
                <span className="block truncate">
                  {qrCode.description || (
                    <span className="text-muted-foreground italic">{t("qrCodes.list.noDescription")}</span>
                  )}
                </span>
                {/* Narrow screens drop the column; what the code gives is under the description. */}
                <span className="block truncate text-xs font-normal text-muted-foreground sm:hidden">
                  {gives}
                </span>
              </TableCell>
              <TableCell className="hidden md:table-cell">{t(`qrCodes.types.${qrCode.type}`)}</TableCell>
              <TableCell className="hidden max-w-56 truncate sm:table-cell">{gives}</TableCell>
              <TableCell className="hidden lg:table-cell">
                <time dateTime={qrCode.createdAt}>{time.date(qrCode.createdAt)}</time>
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <Button
                    size="sm"
                    onClick={() => actions.onShow(qrCode)}
                    aria-label={t("qrCodes.list.showNamed", { name })}
                  >
                    <QrCodeIcon aria-hidden />
                    <span aria-hidden>{t("qrCodes.list.show")}</span>
                  </Button>
                  <RowMenu qrCode={qrCode} name={name} {...actions} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** "Coffee card · 1 stamp"; a removed card or a missing program is named as such, in italics. */
function Gives({ offer }: { offer: QrCodeOffer }) {
  const { t } = useTranslation();
  const texts = offerTexts(t, offer);
  return (
    <>
      {offer.name ?? <span className="text-muted-foreground italic">{texts.place}</span>}
      {" · "}
      <span className="tabular-nums">{texts.amount}</span>
    </>
  );
}

function RowMenu({ qrCode, name, onEdit, onRemove }: { qrCode: QrCode; name: string } & QrCodeActions) {
  const { t } = useTranslation();
  return (
    // Not modal: a dialog opened from an item would otherwise inherit the menu's locked page.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("qrCodes.list.moreActions", { name })}
        >
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onEdit(qrCode)}>
          <Pencil aria-hidden />
          {t("qrCodes.list.edit")}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onRemove(qrCode)}>
          <Trash2 aria-hidden />
          {t("qrCodes.list.remove")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
