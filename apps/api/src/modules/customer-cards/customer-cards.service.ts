import type { CustomerCard } from "@stampwise/contract";
import { forbidden } from "../../lib/app-error";
import { toCardTemplateDto, toRewardMilestoneDto } from "../stamp-cards/stamp-cards.repository";
import type { UserRow } from "../users/users.table";
import type { CustomerCardsRepository } from "./customer-cards.repository";

/** Groups rows by a key, keeping their order. */
function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export function createCustomerCardsService({ repository }: { repository: CustomerCardsRepository }) {
  return {
    /**
     * The customer's cards. An admin account is refused (403) rather than answered with an empty
     * list: admins never hold cards (stamps go to customer accounts only), so a call from one is a
     * client using the wrong app, and saying so beats pretending the account has no cards.
     */
    async listMine(user: Pick<UserRow, "id" | "role">): Promise<CustomerCard[]> {
      if (user.role !== "user") throw forbidden("Only customer accounts hold loyalty cards");
      const rows = await repository.listInstances(user.id);
      const cardIds = [...new Set(rows.map((row) => row.card.id))];
      const [milestones, rewards] = await Promise.all([
        repository.milestonesOf(cardIds),
        repository.availableRewardsOf(rows.map((row) => row.instance.id)),
      ]);
      const milestonesByCard = groupBy(milestones, (milestone) => milestone.cardId);
      const rewardsByInstance = groupBy(rewards, (reward) => reward.instanceId);
      return rows.map(({ instance, card, template, organizationName, lastActivityAt }) => {
        const available = rewardsByInstance.get(instance.id) ?? [];
        return {
          instanceId: instance.id,
          organizationName,
          card: {
            id: card.id,
            name: card.name,
            description: card.description,
            stampsRequired: card.stampsRequired ?? 1,
          },
          stamps: instance.stamps,
          cycle: instance.cycle,
          template: toCardTemplateDto(template),
          milestones: (milestonesByCard.get(card.id) ?? []).map(toRewardMilestoneDto),
          availableRewards: available.map((reward) => ({
            id: reward.id,
            milestoneId: reward.milestoneId,
            name: reward.name,
            issuedAt: reward.issuedAt.toISOString(),
          })),
          availableRewardCount: available.length,
          lastActivityAt: lastActivityAt.toISOString(),
        };
      });
    },
  };
}

export type CustomerCardsService = ReturnType<typeof createCustomerCardsService>;
