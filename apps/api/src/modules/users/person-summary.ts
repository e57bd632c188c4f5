import type { InvitableAccount, PersonSummary } from "@stampwise/contract";
import { type CustomerQuery, exactPhoneNumbers } from "./customer-query";

/** Nothing but the id: a person whose identity code was scanned here, not a customer yet. */
function withheld(person: PersonSummary): PersonSummary {
  return {
    id: person.id,
    firstName: null,
    lastName: null,
    email: null,
    phoneNumber: null,
    pictureUrl: null,
    memberSince: null,
  };
}

/**
 * What this organization may see of a person: a customer in full, anybody else nothing (a
 * customer relates to an organization once they hold a card of it). Otherwise anyone could sign
 * up as an owner and read any account's name, phone and picture by its address.
 */
export function asSeenByOrganization(person: PersonSummary): PersonSummary {
  return person.memberSince ? person : withheld(person);
}

/**
 * A non-customer found by exact email or phone: only that an account exists for what staff typed.
 * No id, so nothing staff do can make them a customer; they can be invited.
 */
export function invitableAccount(person: PersonSummary, query: CustomerQuery): InvitableAccount {
  const typedEmail = person.email !== null && person.email === query.text.toLowerCase();
  if (typedEmail) return { contact: person.email ?? "", matchedBy: "email" };
  const phone = exactPhoneNumbers(query).find((number) => number === person.phoneNumber);
  return { contact: phone ?? query.text, matchedBy: "phone" };
}
