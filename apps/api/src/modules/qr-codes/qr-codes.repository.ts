import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { qrCodes } from "./qr-codes.table";

/** The QR codes of a card that give more than `stamps`: what lowering the card would cap. */
export function qrCodesAbove(tx: Db, organizationId: string, cardId: string, stamps: number) {
  return tx
    .select({ id: qrCodes.id, description: qrCodes.description, stamps: qrCodes.stamps })
    .from(qrCodes)
    .where(
      and(eq(qrCodes.organizationId, organizationId), eq(qrCodes.cardId, cardId), gt(qrCodes.stamps, stamps)),
    )
    .orderBy(asc(qrCodes.createdAt));
}

/** Caps the card's QR codes at `stamps`, so no scan gives more than the card holds. */
export async function capQrCodeStamps(tx: Db, organizationId: string, cardId: string, stamps: number) {
  await tx
    .update(qrCodes)
    .set({ stamps })
    .where(
      and(eq(qrCodes.organizationId, organizationId), eq(qrCodes.cardId, cardId), gt(qrCodes.stamps, stamps)),
    );
}
