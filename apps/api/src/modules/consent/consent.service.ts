import type {
  MarketingConsent,
  UnsubscribeResult,
  UnsubscribeState,
  UpdateMarketingConsentRequest,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import * as consents from "./consent.repository";
import { readUnsubscribeToken } from "./unsubscribe-token";
import { createUndoTicket, isLiveUndoTicket } from "./unsubscribe-undo-ticket";

/**
 * Marketing consent: the customer's own choices per organization and channel, and the
 * unsubscribe link of every campaign email (no login). The link only ever switches news off; its
 * page may undo that for a few minutes with the ticket the unsubscribe answered, and after that
 * only the customer, signed in, switches news on again.
 */
export function createConsentService({ db, secret }: { db: Db; secret: string }) {
  /** What a link's token claims and what its page shows; 404 when either is gone. */
  async function stateOf(token: string) {
    const claim = readUnsubscribeToken(secret, token);
    const state = claim && (await consents.findUnsubscribeState(db, claim));
    if (!claim || !state) throw notFound("Subscription");
    return { claim, state };
  }

  return {
    /** The customer's consents in each organization where they are a customer. */
    listMine: (userId: string): Promise<MarketingConsent[]> =>
      consents.listMarketingConsentsOfUser(db, userId),

    /** The customer's own yes or no to an organization's news (logged), only where they are a customer. */
    async setMine(
      userId: string,
      organizationId: string,
      choice: UpdateMarketingConsentRequest,
    ): Promise<MarketingConsent[]> {
      if (!(await consents.isOrganizationCustomer(db, userId, organizationId)))
        throw notFound("Organization");
      await consents.setConsent(db, { userId, organizationId, ...choice, source: "customer_app" });
      return consents.listMarketingConsentsOfUser(db, userId);
    },

    /** What an unsubscribe link is for, and whether that consent is on now. */
    async unsubscribeState(token: string): Promise<UnsubscribeState> {
      return (await stateOf(token)).state;
    },

    /** Switches the link's consent off; `oneClick` when a mail provider sent RFC 8058's POST. */
    async unsubscribe(token: string, oneClick: boolean): Promise<UnsubscribeResult> {
      const { claim, state } = await stateOf(token);
      await consents.setConsent(db, {
        ...claim,
        granted: false,
        source: oneClick ? "list_unsubscribe_post" : "unsubscribe_link",
      });
      // Only an unsubscribe that switched news off can be undone: repeating it on a consent
      // that was already off must not hand out a way to switch it on.
      const undoTicket = state.subscribed ? createUndoTicket(secret, token) : undefined;
      return { ...state, subscribed: false, ...(undoTicket && { undoTicket }) };
    },

    /** Switches the consent on again, with the ticket the unsubscribe answered, while it is live. */
    async undoUnsubscribe(token: string, ticket: string): Promise<UnsubscribeState> {
      const { claim, state } = await stateOf(token);
      if (!isLiveUndoTicket(secret, token, ticket)) {
        throw new AppError(
          410,
          "UNSUBSCRIBE_UNDO_EXPIRED",
          "This unsubscribe can no longer be undone here. Turn news back on in the app, signed in.",
        );
      }
      await consents.setConsent(db, { ...claim, granted: true, source: "unsubscribe_undo" });
      return { ...state, subscribed: true };
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
