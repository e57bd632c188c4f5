import type { CustomerCard, CustomerPointsCard, HeldGiftCard, Organization, Role } from "@stampwise/contract";
import {
  endedCardContent,
  giftCardContent,
  type PassContent,
  type PassLanguage,
  pointsCardContent,
  stampCardContent,
} from "./pass-content";
import type { WalletPassRow } from "./wallet.table";

/** The account a pass is drawn for, as the card services take it. */
export type Holder = { id: string; role: Role };

/** The card services a pass is drawn from: what the customer app shows, for one person. */
export interface PassSources {
  /** The person's own live card; `cardId` is the card it is an instance of (a Google class each). */
  findHeldCard(
    userId: string,
    instanceId: string,
  ): Promise<{ id: string; organizationId: string; cardId: string; userId: string } | undefined>;
  stampCards(holder: Holder): Promise<CustomerCard[]>;
  pointsCards(holder: Holder): Promise<CustomerPointsCard[]>;
  giftCards(holder: Holder): Promise<HeldGiftCard[]>;
  organization(organizationId: string): Promise<Organization>;
}

/** What a pass shows now, whichever wallet draws it; undefined when its holder no longer has the card. */
export async function passContentOf(
  sources: PassSources,
  pass: WalletPassRow,
): Promise<PassContent | undefined> {
  const holder: Holder = { id: pass.userId, role: "user" };
  const language = pass.language as PassLanguage;
  const organization = await sources.organization(pass.organizationId);
  if (pass.endedAt !== null) return endedCardContent(language, organization);
  const stamp = (await sources.stampCards(holder)).find((card) => card.instanceId === pass.instanceId);
  if (stamp) return stampCardContent(language, stamp, organization);
  const points = (await sources.pointsCards(holder)).find((card) => card.instanceId === pass.instanceId);
  if (points) return pointsCardContent(language, points, organization);
  const gift = (await sources.giftCards(holder)).find((card) => card.id === pass.instanceId);
  if (gift) return giftCardContent(language, gift, organization);
  return undefined;
}
