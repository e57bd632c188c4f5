import {
  type GoogleLoyaltyObject,
  googleClassId,
  googleLoyaltyClass,
  googleLoyaltyObjectFields,
  googleSaveUrl,
} from "./google-pass";
import type { GoogleWalletSettings } from "./google-wallet.config";
import type { GoogleWalletApi } from "./google-wallet-api";
import type { PassContent } from "./pass-content";
import type { WalletPassRow } from "./wallet.table";
import { logoFileName, passBarcodeToken } from "./wallet-tokens";

/** What an update did: rewrote the object, made it again (Google had lost it), or found no card to draw. */
export type GoogleUpdateOutcome = "patched" | "recreated" | "no-card";

/**
 * Keeps Google's copy of the passes in step with the cards: a class per card (made once), an
 * object per pass, rewritten whenever its card changes. Google's answers that fail are thrown
 * (GoogleWalletApiError) for the caller to answer or retry.
 */
export function createGoogleWalletSync(deps: {
  settings: GoogleWalletSettings;
  api: GoogleWalletApi;
  /** Derives each pass's barcode token and the logos' names (wallet-tokens.ts). */
  secret: string;
}) {
  const { settings, api } = deps;
  /** Classes this process knows Google has: each card's class is sent once, not with every pass. */
  const knownClasses = new Set<string>();
  /**
   * The version of each pass this process last wrote to Google: asking for the save link again
   * without a change since writes nothing (each write spends the quota every business shares).
   */
  const writtenVersions = new Map<string, number>();
  const WRITTEN_VERSIONS_KEPT = 10_000;
  function wrote(pass: WalletPassRow): void {
    if (writtenVersions.size >= WRITTEN_VERSIONS_KEPT)
      writtenVersions.delete(writtenVersions.keys().next().value as string);
    writtenVersions.set(pass.id, pass.version);
  }

  async function ensureClass(cardId: string, content: PassContent, language: string): Promise<string> {
    const classId = googleClassId(settings.issuerId, cardId);
    if (knownClasses.has(classId)) return classId;
    const logo = logoFileName(deps.secret, content.colors.background, content.colors.foreground);
    const logoUrl = `${settings.publicUrl}/api/wallet/google/logo/${logo}`;
    await api.insertClass(googleLoyaltyClass(settings, cardId, content, language, logoUrl));
    knownClasses.add(classId);
    return classId;
  }

  function objectFields(pass: WalletPassRow, content: PassContent) {
    return googleLoyaltyObjectFields(
      settings,
      { id: pass.id, ended: pass.endedAt !== null },
      content,
      passBarcodeToken(deps.secret, pass.id, pass.version),
    );
  }

  /** Makes the object as the pass stands, or rewrites it when another request made it first. */
  async function putObject(object: GoogleLoyaltyObject): Promise<void> {
    if ((await api.insertObject(object)) === "exists") await api.patchObject(object);
  }

  return {
    /**
     * Makes sure Google has the card's class and the pass's object as they stand now, and answers
     * the link that adds the object to the customer's Google Wallet.
     */
    async saveUrlFor(pass: WalletPassRow, cardId: string, content: PassContent): Promise<string> {
      const classId = await ensureClass(cardId, content, pass.language);
      const object = { ...objectFields(pass, content), classId };
      if (writtenVersions.get(pass.id) !== pass.version) {
        await putObject(object);
        wrote(pass);
      }
      return googleSaveUrl(settings, object.id);
    },

    /**
     * Rewrites the pass's object with what it shows now and its new barcode. An object Google does
     * not have (deleted on its side) is made again, in its card's class; a card no longer held has
     * no class to make it in, and nobody to show it to.
     */
    async update(
      pass: WalletPassRow,
      content: PassContent,
      cardIdOf: () => Promise<string | undefined>,
    ): Promise<GoogleUpdateOutcome> {
      const fields = objectFields(pass, content);
      if ((await api.patchObject(fields)) === "patched") {
        wrote(pass);
        return "patched";
      }
      const cardId = await cardIdOf();
      if (!cardId) return "no-card";
      const classId = await ensureClass(cardId, content, pass.language);
      await putObject({ ...fields, classId });
      wrote(pass);
      return "recreated";
    },
  };
}

export type GoogleWalletSync = ReturnType<typeof createGoogleWalletSync>;
