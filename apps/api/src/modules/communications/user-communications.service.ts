import type {
  CommunicationStatistics,
  DeliveryRecord,
  DeliverySearchQuery,
  Inbox,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import * as communications from "./communications.repository";
import * as deliveries from "./user-communications.repository";

/**
 * Delivery records: a communication's statistics, details and resending for its organization's
 * admins; the in-app inbox for the customer it was sent to.
 */
export function createUserCommunicationsService(deps: {
  db: Db;
  /** Resending asks the delivery job for a run. */
  triggerDelivery: () => Promise<void>;
}) {
  const { db } = deps;

  /** The communication must be this organization's: another's id is 404, as a missing one. */
  async function ownCommunication(organizationId: string, communicationId: string) {
    if (!(await communications.findCommunication(db, organizationId, communicationId)))
      throw notFound("Communication");
  }

  return {
    async statistics(organizationId: string, communicationId: string): Promise<CommunicationStatistics> {
      await ownCommunication(organizationId, communicationId);
      return deliveries.communicationStatistics(db, organizationId, communicationId);
    },

    async search(
      organizationId: string,
      query: DeliverySearchQuery,
    ): Promise<{ items: DeliveryRecord[]; total: number }> {
      await ownCommunication(organizationId, query.communicationId);
      return deliveries.searchDeliveries(db, organizationId, query);
    },

    /** Failed deliveries tried again where the cause may be gone; how many, sent by the delivery job. */
    async resendFailed(organizationId: string, communicationId: string): Promise<number> {
      await ownCommunication(organizationId, communicationId);
      const resent = await deliveries.resendFailedDeliveries(db, organizationId, communicationId);
      if (resent > 0) await deps.triggerDelivery();
      return resent;
    },

    inbox: (userId: string): Promise<Inbox> => deliveries.readInbox(db, userId),

    /** Marks the customer's own message read; 404 when it is not theirs (or not a message). */
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await deliveries.markInboxMessageRead(db, userId, id))) throw notFound("Message");
    },
  };
}

export type UserCommunicationsService = ReturnType<typeof createUserCommunicationsService>;
