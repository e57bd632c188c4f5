import { findLiveCardKind, findLiveStampCard } from "./modules/cards/cards.repository";
import type { LedgerNeighbours } from "./modules/ledger/posting.types";
import {
  addOrganizationCustomer,
  findCustomer,
  findCustomerAccount,
} from "./modules/users/customers.repository";
import {
  recordWebhookEvents,
  webhookOutboxStatement,
  webhooksWantedCondition,
} from "./modules/webhooks/webhook-outbox.repository";

/**
 * What the ledger reads of other modules, handed in here: the customers relation (the users
 * module, which sits above the ledger and uses it) and the card lookups (the cards module, below
 * it), and the webhook outbox (the webhooks module, which reads the ledger's events). So the ledger imports nothing but its own files, the live events and the scan caps.
 */
export const ledgerNeighbours: LedgerNeighbours = {
  customers: { find: findCustomer, findAccount: findCustomerAccount, add: addOrganizationCustomer },
  cards: { findLiveStampCard, findLiveCardKind },
  webhooks: {
    wanted: webhooksWantedCondition,
    outboxStatement: webhookOutboxStatement,
    record: recordWebhookEvents,
  },
};
