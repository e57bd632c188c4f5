import type { LoyaltyProgram, QrCode } from "@stampwise/contract";

/**
 * What one scan of a code gives, with the name of where it lands: stamps on a stamp card, or
 * points in the organization's loyalty program. `name` is undefined when the card or program is
 * not (or no longer) there; the screens then say so in its place.
 */
export type QrCodeOffer =
  | { type: "stamp"; count: number; name: string | undefined }
  | { type: "points"; count: number; name: string | undefined; programActive: boolean };

export function offerOf(
  qrCode: QrCode,
  {
    cardName,
    program,
  }: {
    cardName: (stampCardId: string) => string | undefined;
    program: Pick<LoyaltyProgram, "name" | "active"> | null;
  },
): QrCodeOffer {
  if (qrCode.type === "points") {
    return {
      type: "points",
      count: qrCode.points,
      name: program?.name,
      // Without a program nothing is given either; the missing name says that already.
      programActive: program?.active ?? true,
    };
  }
  return { type: "stamp", count: qrCode.stamps, name: cardName(qrCode.stampCardId) };
}
