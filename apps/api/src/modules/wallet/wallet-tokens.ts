import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A pass's two secrets, derived from the server secret rather than stored: nothing in the
 * database turns into a working token.
 *
 * - The authentication token Apple's devices send to the web service (`ApplePass <token>`): one
 *   per pass, for its life.
 * - The barcode's token: `swp.<pass id>.<version>.<mac>`. The version moves whenever the pass
 *   changes, so only the newest pass identifies its holder: a screenshot of it works until the
 *   next stamp, not for ever (decision 044 says what this trades against the rotating code).
 */
export const PASS_BARCODE_PREFIX = "swp.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, purpose: string, message: string, length: number): string {
  return createHmac("sha256", secret).update(`${purpose}:${message}`).digest("base64url").slice(0, length);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function passAuthenticationToken(secret: string, passId: string): string {
  return mac(secret, "wallet-auth", passId, 32);
}

export function isPassAuthenticationToken(secret: string, passId: string, token: string): boolean {
  return sameText(passAuthenticationToken(secret, passId), token);
}

export function passBarcodeToken(secret: string, passId: string, version: number): string {
  return `${PASS_BARCODE_PREFIX}${passId}.${version}.${mac(secret, "wallet-barcode", `${passId}.${version}`, 22)}`;
}

/** The pass and version a scanned barcode names, when its mac is ours; undefined otherwise. */
export function readPassBarcodeToken(
  secret: string,
  code: string,
): { passId: string; version: number } | undefined {
  if (!code.startsWith(PASS_BARCODE_PREFIX)) return undefined;
  const [passId, versionText, given] = code.slice(PASS_BARCODE_PREFIX.length).split(".");
  if (!passId || !UUID.test(passId) || !versionText || !/^[1-9][0-9]{0,9}$/.test(versionText) || !given) {
    return undefined;
  }
  const version = Number(versionText);
  if (version > 2_147_483_647) return undefined;
  return sameText(passBarcodeToken(secret, passId, version), code) ? { passId, version } : undefined;
}

const LOGO_FILE = /^([0-9a-f]{6})-([0-9a-f]{6})-([A-Za-z0-9_-]{16})\.png$/;
const logoColour = (colour: string) => colour.replace("#", "").toLowerCase();

/**
 * A Google program logo's file name: the card's two colours and a mac over them. The logo route
 * is public and drawing costs milliseconds, so it draws only the names this server gave out; any
 * other costs one comparison.
 */
export function logoFileName(secret: string, background: string, foreground: string): string {
  const colours = `${logoColour(background)}-${logoColour(foreground)}`;
  return `${colours}-${mac(secret, "wallet-logo", colours, 16)}.png`;
}

/** The colours a logo's file name names, when its mac is ours; undefined otherwise. */
export function readLogoFileName(
  secret: string,
  file: string,
): { background: string; foreground: string } | undefined {
  const [, background, foreground] = LOGO_FILE.exec(file) ?? [];
  if (!background || !foreground) return undefined;
  return sameText(logoFileName(secret, background, foreground), file)
    ? { background: `#${background}`, foreground: `#${foreground}` }
    : undefined;
}
