import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { accountDeletions } from "../accounts/account-deletions.service";
import { forgetInvitationsTo } from "../administrators/erasure";
import { forgetSignInTraces } from "../auth/erasure";
import { handDeliveriesToAnonymous } from "../communications/erasure";
import { handConsentsToAnonymous } from "../consent/erasure";
import { forgetContactMessagesFrom } from "../contact/erasure";
import { handCounterEventsToAnonymous } from "../counter-rules/erasure";
import { forgetImportRows, handImportsToAnonymous } from "../customer-imports/erasure";
import { handInsightsToAnonymous } from "../insights/erasure";
import { handRedeemedJoinCodesToAnonymous } from "../join-codes/erasure";
import { handLedgerToAnonymous, lockCardsOf } from "../ledger/erasure";
import { forgetMailsTo } from "../mail/erasure";
import { isOnATeam } from "../organizations/erasure";
import { handRedeemedCodesToAnonymous } from "../qr-codes/erasure";
import { forgetTextsTo } from "../sms/erasure";
import { forgetSearchesFor, lockCustomerRowsOf } from "../users/erasure";
import { handWebhookLogToAnonymous } from "../webhooks/erasure";
import { forgetExportsOf } from "./data-requests.repository";

type ErasedPerson = {
  id: string;
  email: string;
  phone_number: string | null;
  search_text: string;
  language: "en-US" | "sv-SE";
};

/**
 * Every business that holds something of the person under their id: their customers, and where
 * they have cards, consents, messages, refused scans or visits without being one any more; and,
 * for someone who was once on a business's team, where they gave stamps, handed over rewards or
 * started an import (those rows must stay, so they move to the stand-in too). Each is an index
 * lookup on the person's id.
 */
async function businessesOf(tx: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ organization_id: string }>(
    tx,
    sql`select organization_id from organization_customers where user_id = ${userId}
      union select organization_id from card_instances where user_id = ${userId}
      union select organization_id from consent_events where user_id = ${userId}
      union select organization_id from marketing_consents where user_id = ${userId}
      union select organization_id from user_communications where user_id = ${userId}
      union select organization_id from customer_visits where user_id = ${userId}
      union select organization_id from fraud_events where user_id = ${userId}
      union select organization_id from transactions where actor_user_id = ${userId}
      union select organization_id from rewards where redeemed_by = ${userId}
      union select organization_id from customer_imports where started_by = ${userId}`,
  );
  return rows.map((row) => row.organization_id);
}

/**
 * Erases the account of a scheduled deletion, in one transaction: all of it or nothing.
 *
 * At each business that knew the person, a fresh anonymous id (a stand-in account nobody can sign
 * in as) takes over what the business must keep true: the cards with their balances, every ledger
 * row, the consent log, the records of messages sent (without address or content), refused scans,
 * redeemed codes and the insights' roll-ups. A new id per business, so nothing links the stand-ins
 * to each other or to the person. Then what named the person goes: the account itself (and with it
 * their sessions, customer rows, copies of their data, invitations), mails and texts to them,
 * sign-in links, the admins' searches for them, a waiting import's line, contact-form messages.
 *
 * Each module changes only its own tables, through the functions imported above. The person's
 * cards, customer rows and account are locked first, in the order a posting takes them, so a stamp
 * or a campaign send that reaches for them either finishes before or finds the stand-in after; a
 * second erasure of the same deletion finds it no longer scheduled.
 * Answers whether it erased anything.
 */
export async function eraseAccount(db: Db, deletionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deletion = await accountDeletions.lockScheduled(tx, deletionId);
    if (!deletion) return false;
    if (deletion.userId) {
      // In a posting's order, before anything a posting's triggers write (see lockCardsOf).
      await lockCardsOf(tx, deletion.userId);
      await lockCustomerRowsOf(tx, deletion.userId);
    }
    const [person] = deletion.userId
      ? await queryRows<ErasedPerson>(
          tx,
          sql`select id, email, phone_number, search_text, language from users
            where id = ${deletion.userId} and erased_at is null for update`,
        )
      : [];
    if (!person) {
      await accountDeletions.markErased(tx, deletion.id);
      return false;
    }
    // Joined a business's team while it waited: deleting it would take a member from that team.
    if (await isOnATeam(tx, person.id)) {
      await accountDeletions.cancel(tx, deletion.id);
      return false;
    }
    const organizationIds = await businessesOf(tx, person.id);
    for (const organizationId of organizationIds) {
      const anonymousId = await accountDeletions.createAnonymousStandIn(tx, person.language);
      const handover = { organizationId, userId: person.id, anonymousId };
      await handConsentsToAnonymous(tx, handover);
      await handDeliveriesToAnonymous(tx, handover);
      await handInsightsToAnonymous(tx, handover);
      await handCounterEventsToAnonymous(tx, handover);
      await handRedeemedCodesToAnonymous(tx, handover);
      await handRedeemedJoinCodesToAnonymous(tx, handover);
      await handWebhookLogToAnonymous(tx, handover);
      await handImportsToAnonymous(tx, handover);
      await handLedgerToAnonymous(tx, handover);
      await accountDeletions.recordErasedCustomer(tx, {
        deletionId: deletion.id,
        organizationId,
        anonymousId,
      });
    }
    await forgetSearchesFor(tx, {
      organizationIds,
      searchText: person.search_text,
      email: person.email,
      phoneNumber: person.phone_number,
    });
    await forgetMailsTo(tx, person.email);
    if (person.phone_number) await forgetTextsTo(tx, person.phone_number);
    await forgetSignInTraces(tx, { email: person.email, userId: person.id });
    await forgetInvitationsTo(tx, person.email);
    await forgetContactMessagesFrom(tx, person.email);
    await forgetImportRows(tx, person.email);
    await forgetExportsOf(tx, person.id);
    await accountDeletions.deleteAccount(tx, person.id);
    await accountDeletions.markErased(tx, deletion.id);
    return true;
  });
}
