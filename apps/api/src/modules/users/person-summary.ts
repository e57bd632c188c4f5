import type { PersonSummary } from "@stampwise/contract";
import { type CustomerQuery, exactPhoneNumbers } from "./customer-query";

/** Nothing but the id: a person this organization reached who is not its customer. */
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
 * A non-customer found by exact email or phone: only the field that matched what staff typed,
 * so the answer tells them nothing they did not already know.
 */
export function typedFieldsOnly(person: PersonSummary, query: CustomerQuery): PersonSummary {
  if (person.memberSince) return person;
  const typedEmail = person.email !== null && person.email === query.text.toLowerCase();
  const typedPhone = person.phoneNumber !== null && exactPhoneNumbers(query).includes(person.phoneNumber);
  return {
    ...withheld(person),
    email: typedEmail ? person.email : null,
    phoneNumber: typedPhone ? person.phoneNumber : null,
  };
}
