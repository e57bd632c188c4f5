import { looksLikePhoneNumber, type PhoneCountry } from "@stampwise/contract";
import { phoneNumberForms } from "../../lib/phone-numbers";

/**
 * What staff typed into the customer search or the users table's filter, with the forms it takes
 * in stored data: phone numbers are stored in E.164, people type them as they dial them
 * ("070-111 22 33", "0046 70…"), read in the organization's country.
 */
export interface CustomerQuery {
  text: string;
  /** For a phone-like query: the E.164 (parts) it may stand for; empty otherwise. */
  phoneForms: string[];
}

/** Only a phone-like query needs the country: `country` is asked for then, and only then. */
export async function customerQuery(
  text: string,
  country: () => Promise<PhoneCountry>,
): Promise<CustomerQuery> {
  if (!looksLikePhoneNumber(text)) return { text, phoneForms: [] };
  return { text, phoneForms: phoneNumberForms(text, await country()) };
}

/** The stored phone numbers the query names exactly: what it typed, or one of its forms. */
export function exactPhoneNumbers(query: CustomerQuery): string[] {
  return [...new Set([query.text, ...query.phoneForms])];
}
