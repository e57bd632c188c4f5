import { findLiveCardKind, findLiveStampCard } from "./modules/cards/cards.repository";
import type { LedgerNeighbours } from "./modules/ledger/posting.types";
import {
  addOrganizationCustomer,
  findCustomer,
  findCustomerAccount,
} from "./modules/users/customers.repository";

/**
 * What the ledger needs from the modules above it (the customers relation, the card definitions),
 * handed in here so the ledger imports neither: they use the ledger, the ledger only calls them.
 */
export const ledgerNeighbours: LedgerNeighbours = {
  customers: { find: findCustomer, findAccount: findCustomerAccount, add: addOrganizationCustomer },
  cards: { findLiveStampCard, findLiveCardKind },
};
