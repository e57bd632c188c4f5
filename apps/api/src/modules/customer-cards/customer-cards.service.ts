import type { CustomerCard } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/app-error";
import type { UserRow } from "../accounts/users.table";
import { toCardTemplateDto, toRewardMilestoneDto } from "../cards/cards.repository";
import { listHeldCards } from "./held-cards.repository";

export function createCustomerCardsService({ db }: { db: Db }) {
  return {
    /**
     * The customer's cards. An admin account is refused (403) rather than answered with an empty
     * list: admins never hold cards (stamps go to customer accounts only), so a call from one is a
     * client using the wrong app, and saying so beats pretending the account has no cards.
     */
    async listMine(user: Pick<UserRow, "id" | "role">): Promise<CustomerCard[]> {
      if (user.role !== "user") throw forbidden("Only customer accounts hold loyalty cards");
      const held = await listHeldCards(db, { userId: user.id });
      return held.map(
        ({ instance, card, template, organizationName, lastActivityAt, milestones, rewards, retired }) => {
          const available = rewards.filter((reward) => reward.status === "available").reverse();
          return {
            instanceId: instance.id,
            organizationName,
            card: {
              id: card.id,
              name: card.name,
              description: card.description,
              stampsRequired: card.stampsRequired ?? 1,
            },
            stamps: instance.balance,
            cycle: instance.cycle,
            template: toCardTemplateDto(template),
            milestones: milestones.map(toRewardMilestoneDto),
            availableRewards: available.map((reward) => ({
              id: reward.id,
              milestoneId: reward.milestoneId,
              name: reward.name,
              issuedAt: reward.issuedAt.toISOString(),
            })),
            availableRewardCount: available.length,
            lastActivityAt: lastActivityAt.toISOString(),
            retired,
          };
        },
      );
    },
  };
}

export type CustomerCardsService = ReturnType<typeof createCustomerCardsService>;
