import { zipSync } from "fflate";
import { PKPass } from "passkit-generator";
import type { AppleWalletSettings } from "./apple-wallet.config";
import type { PassContent } from "./pass-content";
import { drawIcon, drawStampStrip } from "./pass-images";

export const PKPASS_CONTENT_TYPE = "application/vnd.apple.pkpass";

/** What makes one pass file: its content, and the ids and tokens that tie it to this server. */
export interface ApplePassInput {
  content: PassContent;
  serialNumber: string;
  authenticationToken: string;
  barcodeToken: string;
  /** A card taken away or left: Wallet shows the pass as void and offers no barcode. */
  voided: boolean;
  language: string;
}

function rgb(hex: string): string {
  const value = hex.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A signed `.pkpass` (a store card) built by passkit-generator: pass.json with the web service's
 * address, the pass's token and its barcode, the card's colours and fields, the icon and, for a
 * stamp card, the stamps drawn as the strip; signed with the pass type certificate over Apple's
 * WWDR certificate (a detached PKCS #7 signature of manifest.json, which lists every file's SHA-1).
 */
export function buildApplePass(settings: AppleWalletSettings, input: ApplePassInput): Buffer {
  const { content } = input;
  const files: Record<string, Buffer> = {
    "icon.png": drawIcon(29, content.colors.background, content.colors.foreground),
    "icon@2x.png": drawIcon(58, content.colors.background, content.colors.foreground),
    "icon@3x.png": drawIcon(87, content.colors.background, content.colors.foreground),
  };
  if (content.stamps) {
    for (const scale of [1, 2, 3]) {
      const name = scale === 1 ? "strip.png" : `strip@${scale}x.png`;
      files[name] = drawStampStrip(scale, { ...content.stamps, background: content.colors.background });
    }
  }
  const pass = new PKPass(
    files,
    {
      wwdr: settings.wwdrCertificate,
      signerCert: settings.signerCertificate,
      signerKey: settings.signerKey,
      signerKeyPassphrase: settings.signerKeyPassphrase,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeId,
      teamIdentifier: settings.teamId,
      serialNumber: input.serialNumber,
      organizationName: content.organizationName,
      description: content.description,
      logoText: content.organizationName,
      backgroundColor: rgb(content.colors.background),
      foregroundColor: rgb(content.colors.foreground),
      labelColor: rgb(content.colors.label),
      webServiceURL: settings.webServiceUrl,
      authenticationToken: input.authenticationToken,
      sharingProhibited: true,
      voided: input.voided,
    },
  );
  pass.type = "storeCard";
  pass.headerFields.push({ key: "title", label: "", value: content.title });
  pass.primaryFields.push(...content.primary);
  pass.secondaryFields.push(...content.secondary);
  pass.auxiliaryFields.push(...content.auxiliary);
  pass.backFields.push(...content.back);
  if (!input.voided) {
    pass.setBarcodes({
      format: "PKBarcodeFormatQR",
      message: input.barcodeToken,
      messageEncoding: "iso-8859-1",
    });
  }
  if (content.location) {
    pass.setLocations({
      latitude: content.location.latitude,
      longitude: content.location.longitude,
      relevantText: content.location.text,
    });
  }
  // Zipped by fflate: the library's own zipper copies every byte it has written for each file it
  // adds, which took 60 ms of a pass's 100. The files are the library's, manifest and signature too.
  const signed = Object.fromEntries(
    Object.entries(pass.getAsRaw()).map(([name, bytes]) => [name, new Uint8Array(bytes)]),
  );
  return Buffer.from(zipSync(signed, { level: 6 }));
}
