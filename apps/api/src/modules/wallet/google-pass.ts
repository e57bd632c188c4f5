import type { GoogleWalletSettings } from "./google-wallet.config";
import type { PassContent, PassField } from "./pass-content";
import { signRs256Jwt } from "./rs256-jwt";

/** A card's program in Google Wallet: what every holder's pass of that card shares. */
export interface GoogleLoyaltyClass {
  id: string;
  issuerName: string;
  programName: string;
  programLogo: {
    sourceUri: { uri: string };
    contentDescription: { defaultValue: { language: string; value: string } };
  };
  hexBackgroundColor: string;
  reviewStatus: "UNDER_REVIEW";
  /** Where Google tells of saves and deletes of the class's passes, when callbacks are taken. */
  callbackOptions?: { url: string };
}

/** The address Google posts its save and delete callbacks to. */
export const googleCallbackUrl = (publicUrl: string) => `${publicUrl}/api/wallet/google/callback`;

/** One holder's pass: what a change of the card rewrites (a patch carries these). */
export interface GoogleLoyaltyObjectFields {
  id: string;
  state: "ACTIVE" | "INACTIVE";
  accountId: string;
  loyaltyPoints?: { label: string; balance: { string: string } };
  textModulesData: { id: string; header: string; body: string }[];
  barcode: { type: "QR_CODE"; value: string };
}

export type GoogleLoyaltyObject = GoogleLoyaltyObjectFields & { classId: string };

/** Ids are `<issuer id>.<suffix>`, the suffix of letters, digits, `.`, `_` and `-`: uuids fit. */
export const googleClassId = (issuerId: string, cardId: string) => `${issuerId}.card-${cardId}`;
export const googleObjectId = (issuerId: string, passId: string) => `${issuerId}.pass-${passId}`;

export function googleLoyaltyClass(
  settings: GoogleWalletSettings,
  cardId: string,
  content: PassContent,
  language: string,
  /** The logo, served by this server (Google fetches it from there): the same for every holder. */
  logoUrl: string,
): GoogleLoyaltyClass {
  return {
    id: googleClassId(settings.issuerId, cardId),
    issuerName: content.organizationName,
    programName: content.title,
    programLogo: {
      sourceUri: { uri: logoUrl },
      contentDescription: { defaultValue: { language, value: content.organizationName } },
    },
    hexBackgroundColor: content.colors.background,
    reviewStatus: "UNDER_REVIEW",
    ...(settings.callbackKeys && { callbackOptions: { url: googleCallbackUrl(settings.publicUrl) } }),
  };
}

const textModule = (field: PassField) => ({ id: field.key, header: field.label, body: field.value });

/**
 * The pass's own fields: the first of the card's main fields is its balance (a stamp card's
 * "3 of 10", a points or gift card's balance), the others text modules below it, and the barcode
 * its current token. An ended card is INACTIVE and says so.
 */
export function googleLoyaltyObjectFields(
  settings: GoogleWalletSettings,
  pass: { id: string; ended: boolean },
  content: PassContent,
  barcodeToken: string,
): GoogleLoyaltyObjectFields {
  const [main, ...others] = [...content.primary, ...content.secondary, ...content.auxiliary];
  const fields: GoogleLoyaltyObjectFields = {
    id: googleObjectId(settings.issuerId, pass.id),
    state: pass.ended ? "INACTIVE" : "ACTIVE",
    accountId: pass.id,
    textModulesData: main
      ? others.map(textModule)
      : [{ id: "status", header: content.title, body: content.organizationName }],
    barcode: { type: "QR_CODE", value: barcodeToken },
  };
  if (main) fields.loyaltyPoints = { label: main.label, balance: { string: main.value } };
  return fields;
}

/**
 * The "Add to Google Wallet" link: the save address followed by a JWT the service account signs,
 * naming the pass's object (made beforehand through the API) and the only origin that may open it.
 */
export function googleSaveUrl(settings: GoogleWalletSettings, objectId: string, now = Date.now()): string {
  const jwt = signRs256Jwt(
    {
      iss: settings.clientEmail,
      aud: "google",
      typ: "savetowallet",
      iat: Math.floor(now / 1000),
      origins: [settings.publicUrl],
      payload: { loyaltyObjects: [{ id: objectId }] },
    },
    settings.privateKey,
  );
  return `${settings.saveUrl}/${jwt}`;
}
