import type { Language } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { ApnsClient } from "./apns";
import { buildApplePass } from "./apple-pass";
import type { AppleWalletSettings } from "./apple-wallet.config";
import { createDuePassUpdates } from "./due-pass-updates";
import { createGoogleCallbacks } from "./google-callback-events";
import type { GoogleWalletSettings } from "./google-wallet.config";
import { type GoogleWalletApi, GoogleWalletApiError } from "./google-wallet-api";
import { createGoogleWalletSync, type GoogleWalletSync } from "./google-wallet-sync";
import { drawIcon } from "./pass-images";
import { type Holder, type PassSources, passContentOf } from "./pass-sources";
import type { Wallet, WalletPassRow } from "./wallet.table";
import * as passes from "./wallet-passes.repository";
import {
  isPassAuthenticationToken,
  passAuthenticationToken,
  passBarcodeToken,
  readLogoFileName,
  readPassBarcodeToken,
} from "./wallet-tokens";

/** Devices one pass may be registered on (a person's phone and watch, a new phone): more is a flood. */
export const WALLET_DEVICES_PER_PASS = 10;
/**
 * Passes of this server one device may hold: far more cards than a person carries, and few enough
 * that the list of a device's changed passes (at most 500) always holds them all.
 */
export const WALLET_PASSES_PER_DEVICE = 200;
/** Pass files kept built, and for how long (see applePassFile). */
const BUILT_PASSES_KEPT = 300;
const BUILT_PASS_KEPT_MS = 5 * 60_000;
/**
 * Pass files and Google save links one customer may ask for a minute: each costs a signature or
 * calls to Google, and a person taps a badge a few times at most.
 */
export const WALLET_PASS_ASKS_PER_MINUTE = 20;
/**
 * Device logs one address may send a minute. Apple's devices send one when something failed, and
 * the endpoint asks for no token (Apple's protocol), so the limit is what keeps a script from
 * filling the server's log.
 */
export const WALLET_DEVICE_LOGS_PER_MINUTE = 30;
/** Of one device log, the lines kept and each line's length: a device's words, not ours. */
const DEVICE_LOG_LINES = 10;
const DEVICE_LOG_LINE_LENGTH = 500;
/** How far back of a device's tag a pass still counts as changed (see passesUpdatedSince). */
const UPDATED_SINCE_MARGIN_SECONDS = 30;
/** A Google program logo's side in pixels: the size Google draws it at, so it stays sharp. */
const GOOGLE_LOGO_SIZE = 660;
/** Logos kept drawn: a business has a handful of card designs, and drawing one costs a few milliseconds. */
const GOOGLE_LOGOS_KEPT = 100;

const unavailable = () => new AppError(404, "WALLET_UNAVAILABLE", "This wallet is not offered for this card");
const unauthorized = () =>
  new AppError(401, "WALLET_PASS_UNAUTHORIZED", "The pass's authentication token is wrong");
const providerFailed = () =>
  new AppError(
    502,
    "WALLET_PROVIDER_FAILED",
    "Google Wallet did not answer as expected; try again in a moment",
  );

/**
 * Wallet passes (decision 044): the pass file a customer adds, the PassKit web service Apple's
 * devices call to register and fetch updates, the barcode staff scan, and the pushes that tell
 * devices a pass changed; for Google Wallet, the pass kept as an object at Google, rewritten when
 * its card changes, and the link that adds it.
 */
export function createWalletService(deps: {
  db: Db;
  /** Derives each pass's tokens (wallet-tokens.ts). */
  secret: string;
  apple?: AppleWalletSettings;
  apns?: ApnsClient;
  google?: { settings: GoogleWalletSettings; api: GoogleWalletApi };
  sources: PassSources;
  rateLimiter: Pick<RateLimiter, "consume">;
  log: FastifyBaseLogger;
}) {
  const { db, secret, apple } = deps;
  const google: GoogleWalletSync | undefined =
    deps.google && createGoogleWalletSync({ ...deps.google, secret });
  const googleCallbacks = createGoogleCallbacks({
    db,
    settings: deps.google?.settings,
    rateLimiter: deps.rateLimiter,
  });
  const contentOf = (pass: WalletPassRow) => passContentOf(deps.sources, pass);
  const googleLogos = new Map<string, Buffer>();
  /**
   * Pass files as built, by pass and version: a pass is built once per change, however many of its
   * holder's devices fetch it. Kept a few minutes, so a renamed card or business shows on the next
   * fetch after that even without a posting.
   */
  const builtPasses = new Map<string, { file: Buffer; at: number }>();
  const dueUpdates = createDuePassUpdates({
    db,
    apns: deps.apns,
    google,
    sources: deps.sources,
    log: deps.log,
  });

  /** The pass file as it stands; a card no longer held gives a void pass. */
  async function applePassFile(settings: AppleWalletSettings, pass: WalletPassRow): Promise<Buffer> {
    const key = `${pass.id}:${pass.version}:${pass.endedAt === null ? "held" : "ended"}`;
    const kept = builtPasses.get(key);
    if (kept && kept.at > Date.now() - BUILT_PASS_KEPT_MS) return kept.file;
    const content = await contentOf(pass);
    if (!content) throw unavailable();
    const file = buildApplePass(settings, {
      content,
      serialNumber: pass.id,
      authenticationToken: passAuthenticationToken(secret, pass.id),
      barcodeToken: passBarcodeToken(secret, pass.id, pass.version),
      voided: pass.endedAt !== null,
      language: pass.language,
    });
    if (builtPasses.size >= BUILT_PASSES_KEPT) builtPasses.delete(builtPasses.keys().next().value as string);
    builtPasses.set(key, { file, at: Date.now() });
    return file;
  }

  /**
   * The pass in `wallet` of the customer's own card, made on first ask (404 for a card not theirs).
   * A few asks a minute is a person; more is a script, refused before any work.
   */
  async function heldCardsPass(user: Holder & { language: Language }, instanceId: string, wallet: Wallet) {
    await deps.rateLimiter.consume([
      { key: `wallet-pass:${wallet}:${user.id}`, limit: WALLET_PASS_ASKS_PER_MINUTE, windowSeconds: 60 },
    ]);
    const card = await deps.sources.findHeldCard(user.id, instanceId);
    if (!card) throw unavailable();
    const pass = await passes.findOrCreatePass(db, {
      organizationId: card.organizationId,
      instanceId: card.id,
      userId: user.id,
      wallet,
      language: user.language,
    });
    return { pass, card };
  }

  function requireApple(passTypeId?: string): AppleWalletSettings {
    if (!apple || (passTypeId !== undefined && passTypeId !== apple.passTypeId)) throw unavailable();
    return apple;
  }

  /** The pass named by the web service's path, when its token is the one this server gave it. */
  async function authorizedPass(passTypeId: string, serial: string, authorization: string | undefined) {
    requireApple(passTypeId);
    const token = /^ApplePass (\S{1,200})$/.exec(authorization ?? "")?.[1];
    if (!token || !isPassAuthenticationToken(secret, serial, token)) throw unauthorized();
    const pass = await passes.findPass(db, serial);
    if (!pass) throw unauthorized();
    return pass;
  }

  return {
    /** Closes the push service's connection (the app's close). */
    close: () => deps.apns?.close(),

    /** Which wallets this server offers (GET /auth/providers). */
    offered: () => ({ appleWallet: apple !== undefined, googleWallet: google !== undefined }),

    /** The signed-in customer's card as an Apple Wallet pass, made on first ask. */
    async applePassFor(user: Holder & { language: Language }, instanceId: string) {
      const settings = requireApple();
      const { pass } = await heldCardsPass(user, instanceId, "apple");
      return { file: await applePassFile(settings, pass), fileName: "stampwise.pkpass" };
    },

    /**
     * The signed-in customer's card as a Google Wallet pass: its class and object made (or brought
     * up to date) at Google, and the link that adds it. Google failing answers 502, never a 500.
     */
    async googleSaveUrlFor(user: Holder & { language: Language }, instanceId: string) {
      if (!google) throw unavailable();
      const { pass, card } = await heldCardsPass(user, instanceId, "google");
      const content = await contentOf(pass);
      if (!content) throw unavailable();
      try {
        return { saveUrl: await google.saveUrlFor(pass, card.cardId, content) };
      } catch (error) {
        if (!(error instanceof GoogleWalletApiError)) throw error;
        deps.log.warn({ err: error, passId: pass.id }, "Google Wallet refused a pass");
        throw providerFailed();
      }
    },

    /** Google telling of a save or delete of one of its passes (401 when Google did not sign it). */
    googleCallback: googleCallbacks.take,

    /** A Google program's logo: the pass icon in the colours its file name names, when we named it. */
    googleLogo(file: string): Buffer {
      if (!google) throw unavailable();
      const colours = readLogoFileName(secret, file);
      if (!colours) throw notFound("Logo");
      const key = `${colours.background}${colours.foreground}`;
      let png = googleLogos.get(key);
      if (!png) {
        png = drawIcon(GOOGLE_LOGO_SIZE, colours.background, colours.foreground);
        if (googleLogos.size >= GOOGLE_LOGOS_KEPT) googleLogos.clear();
        googleLogos.set(key, png);
      }
      return png;
    },

    /**
     * POST …/registrations: 201 for a new device, 200 for one already registered. A pass in its
     * first device's wallet counts as added (insights); more devices of the same person do not.
     */
    async registerDevice(
      path: { passTypeId: string; serial: string; deviceId: string },
      authorization: string | undefined,
      pushToken: string,
    ): Promise<"created" | "updated"> {
      const pass = await authorizedPass(path.passTypeId, path.serial, authorization);
      return db.transaction(async (tx) => {
        await passes.lockPass(tx, pass.id);
        const known = await passes.isRegistered(tx, pass.id, path.deviceId);
        const devices = known ? 0 : await passes.countDevices(tx, pass.id);
        if (!known && devices >= WALLET_DEVICES_PER_PASS) {
          throw new AppError(429, "WALLET_DEVICE_LIMIT", "This pass is registered on too many devices");
        }
        if (!known && (await passes.countPassesOfDevice(tx, path.deviceId)) >= WALLET_PASSES_PER_DEVICE) {
          throw new AppError(429, "WALLET_DEVICE_LIMIT", "This device holds too many passes of this server");
        }
        const outcome = await passes.upsertRegistration(tx, {
          passId: pass.id,
          deviceId: path.deviceId,
          pushToken,
        });
        if (outcome === "created" && devices === 0) {
          await passes.recordPassEvent(tx, {
            organizationId: pass.organizationId,
            wallet: "apple",
            kind: "added",
          });
        }
        return outcome;
      });
    },

    /**
     * DELETE …/registrations: the device removed the pass (200 either way, as Apple expects). The
     * pass counts as removed when no device holds it any more.
     */
    async unregisterDevice(
      path: { passTypeId: string; serial: string; deviceId: string },
      authorization: string | undefined,
    ): Promise<void> {
      const pass = await authorizedPass(path.passTypeId, path.serial, authorization);
      await db.transaction(async (tx) => {
        await passes.lockPass(tx, pass.id);
        if (
          (await passes.deleteRegistration(tx, pass.id, path.deviceId)) &&
          (await passes.countDevices(tx, pass.id)) === 0
        ) {
          await passes.recordPassEvent(tx, {
            organizationId: pass.organizationId,
            wallet: "apple",
            kind: "removed",
          });
        }
      });
    },

    /**
     * GET …/registrations/<pass type>: the serials of the device's passes changed since its tag
     * (undefined: none, 204). The tag is the newest change's time in milliseconds.
     */
    async updatedSerials(passTypeId: string, deviceId: string, tag: string | undefined) {
      requireApple(passTypeId);
      // A tag from the future (none this server gives) counts as now: nothing changed since.
      const since =
        tag && /^[0-9]{1,15}$/.test(tag) ? new Date(Math.min(Number(tag), Date.now())) : undefined;
      const changed = await passes.passesUpdatedSince(db, deviceId, since, UPDATED_SINCE_MARGIN_SECONDS);
      if (changed.length === 0) return undefined;
      const newest = Math.max(...changed.map((pass) => pass.updatedAt.getTime()));
      return { serialNumbers: changed.map((pass) => pass.id), lastUpdated: String(newest) };
    },

    /**
     * GET …/passes/<pass type>/<serial>: the pass as it is now, or `not-modified` when it did not
     * change since the device's copy (HTTP dates count whole seconds).
     */
    async latestApplePass(
      path: { passTypeId: string; serial: string },
      authorization: string | undefined,
      ifModifiedSince: string | undefined,
    ) {
      const pass = await authorizedPass(path.passTypeId, path.serial, authorization);
      const lastModified = new Date(Math.floor(pass.updatedAt.getTime() / 1000) * 1000);
      const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
      if (!Number.isNaN(since) && lastModified.getTime() <= since)
        return { notModified: true as const, lastModified };
      return { notModified: false as const, lastModified, file: await applePassFile(requireApple(), pass) };
    },

    /** What of a device's log the server writes down (429 past the address's limit). */
    async deviceLogLines(address: string, logs: string[]): Promise<string[]> {
      await deps.rateLimiter.consume([
        { key: `wallet-device-log:${address}`, limit: WALLET_DEVICE_LOGS_PER_MINUTE, windowSeconds: 60 },
      ]);
      return logs.slice(0, DEVICE_LOG_LINES).map((line) => line.slice(0, DEVICE_LOG_LINE_LENGTH));
    },

    /** The customer a scanned pass barcode names at this organization: its newest version only. */
    async holderOfBarcode(organizationId: string, code: string): Promise<string | undefined> {
      const scanned = readPassBarcodeToken(secret, code);
      if (!scanned) return undefined;
      const pass = await passes.findPass(db, scanned.passId);
      if (!pass || pass.organizationId !== organizationId || pass.endedAt !== null) return undefined;
      return pass.version === scanned.version ? pass.userId : undefined;
    },

    /** Passes added and removed in a range of the organization's days (insights; `tx` is theirs). */
    passEventCounts: (
      tx: Db,
      organization: { id: string; timeZone: string },
      range: { from: string; to: string },
    ) => passes.countPassEvents(tx, organization, range),

    /** The wallets that hold this customer's cards of the organization (their profile shows them). */
    walletsHolding: (organizationId: string, userId: string) =>
      passes.walletsHolding(db, organizationId, userId),

    /**
     * Brings one wallet's passes that changed to it (due-pass-updates.ts): the push run's work.
     * Answers what it did and when the next pass falls due.
     */
    pushDue: dueUpdates.run,
    /** The wallets whose passes this server keeps current (those it can reach). */
    updatedWallets: dueUpdates.wallets,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
