import type { TFunction } from "@stampwise/i18n";
import type { QrCodeOffer } from "./qr-code-offer";

/**
 * The texts that differ between a stamp code and a points code, in one place so the list, the
 * show dialog, the QR label and the redemption notice always speak of the same thing.
 */
export function offerTexts(t: TFunction, offer: QrCodeOffer) {
  const { count } = offer;
  if (offer.type === "points") {
    const program = offer.name ?? t("qrCodes.list.noProgram");
    return {
      place: program,
      amount: t("qrCodes.list.points", { count }),
      title: t("qrCodes.show.points.title"),
      collect: t("qrCodes.show.points.collect", { count, program }),
      qrLabel: t("qrCodes.show.points.qrLabel", { count, program }),
      redeemedTitle: t("qrCodes.show.points.redeemed.title"),
      namedCustomer: (name: string) => t("qrCodes.show.points.redeemed.namedCustomer", { name, count }),
      anonymous: t("qrCodes.show.points.redeemed.anonymous", { count }),
    };
  }
  const card = offer.name ?? t("qrCodes.list.unknownCard");
  return {
    place: card,
    amount: t("qrCodes.list.stamps", { count }),
    title: t("qrCodes.show.title"),
    collect: t("qrCodes.show.collect", { count, card }),
    qrLabel: t("qrCodes.show.qrLabel", { count, card }),
    redeemedTitle: t("qrCodes.show.redeemed.title"),
    namedCustomer: (name: string) => t("qrCodes.show.redeemed.namedCustomer", { name, count }),
    anonymous: t("qrCodes.show.redeemed.anonymous", { count }),
  };
}

export type OfferTexts = ReturnType<typeof offerTexts>;
