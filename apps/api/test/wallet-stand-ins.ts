import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import forge from "node-forge";

export const TEST_PASS_TYPE_ID = "pass.test.stampwise.loyalty";
export const TEST_TEAM_ID = "TEAM123456";
export const TEST_APNS_KEY_ID = "KEY1234567";

/**
 * A certificate authority made here, standing in for Apple's WWDR: a self-signed CA and a pass
 * type certificate it issued, with their keys (PEM), and an APNs .p8 key (EC P-256). Keys come
 * from node's own generator (fast); node-forge writes the certificates.
 */
export function makeWalletCertificates() {
  const rsa = () =>
    generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
  const caKeys = rsa();
  const signerKeys = rsa();
  const now = new Date();
  const inAYear = new Date(now.getTime() + 365 * 86_400_000);
  const caPrivate = forge.pki.privateKeyFromPem(caKeys.privateKey);

  const ca = forge.pki.createCertificate();
  ca.publicKey = forge.pki.publicKeyFromPem(caKeys.publicKey);
  ca.serialNumber = "01";
  ca.validity.notBefore = now;
  ca.validity.notAfter = inAYear;
  const caName = [{ name: "commonName", value: "Stampwise test WWDR" }];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
  ]);
  ca.sign(caPrivate, forge.md.sha256.create());

  const signer = forge.pki.createCertificate();
  signer.publicKey = forge.pki.publicKeyFromPem(signerKeys.publicKey);
  signer.serialNumber = "02";
  signer.validity.notBefore = now;
  signer.validity.notAfter = inAYear;
  signer.setSubject([
    { name: "commonName", value: `Pass Type ID: ${TEST_PASS_TYPE_ID}` },
    { type: "0.9.2342.19200300.100.1.1", value: TEST_PASS_TYPE_ID },
  ]);
  signer.setIssuer(caName);
  signer.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, critical: true },
  ]);
  signer.sign(caPrivate, forge.md.sha256.create());

  const apns = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return {
    wwdrCertificate: forge.pki.certificateToPem(ca),
    signerCertificate: forge.pki.certificateToPem(signer),
    signerKey: signerKeys.privateKey,
    apnsKey: apns.privateKey,
    apnsPublicKey: apns.publicKey,
  };
}

export type WalletCertificates = ReturnType<typeof makeWalletCertificates>;

/** The app's environment for Apple Wallet with these certificates and this APNs stand-in. */
export function appleWalletEnv(certificates: WalletCertificates, apnsUrl: string): Record<string, string> {
  return {
    APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: TEST_TEAM_ID,
    APPLE_WALLET_CERTIFICATE: certificates.signerCertificate,
    APPLE_WALLET_KEY: certificates.signerKey,
    APPLE_WALLET_WWDR_CERTIFICATE: certificates.wwdrCertificate,
    APPLE_APNS_KEY: certificates.apnsKey,
    APPLE_APNS_KEY_ID: TEST_APNS_KEY_ID,
    APPLE_APNS_URL: apnsUrl,
  };
}

export interface ReceivedPush {
  deviceToken: string;
  topic: string | undefined;
  /** The provider token's signature checked against the test's .p8 public key, and its claims. */
  validToken: boolean;
  at: number;
}

/**
 * APNs on 127.0.0.1 over HTTP/2 (cleartext: the client speaks HTTP/2 either way). Records every
 * push; a device token in `unregistered` is answered 410 Unregistered as APNs does for a device
 * that removed the pass.
 */
export async function startApnsStandIn(apnsPublicKey: string) {
  const received: ReceivedPush[] = [];
  const unregistered = new Set<string>();
  const publicKey = createPublicKey(apnsPublicKey);
  const server = http2.createServer();
  server.on("stream", (stream, headers) => {
    const path = String(headers[":path"] ?? "");
    const deviceToken = decodeURIComponent(path.replace(/^\/3\/device\//, ""));
    const authorization = String(headers.authorization ?? "");
    stream.resume();
    stream.on("end", () => {
      received.push({
        deviceToken,
        topic: headers["apns-topic"] as string | undefined,
        validToken: isValidProviderToken(authorization, publicKey),
        at: Date.now(),
      });
      if (unregistered.has(deviceToken)) {
        stream.respond({ ":status": 410, "content-type": "application/json" });
        stream.end(JSON.stringify({ reason: "Unregistered", timestamp: Date.now() }));
      } else {
        stream.respond({ ":status": 200, "apns-id": crypto.randomUUID() });
        stream.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    unregistered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `bearer <ES256 JWT>` whose kid, iss and signature are the test key's. */
function isValidProviderToken(authorization: string, publicKey: ReturnType<typeof createPublicKey>): boolean {
  const jwt = /^bearer (.+)$/.exec(authorization)?.[1];
  const [header, claims, signature] = jwt?.split(".") ?? [];
  if (!header || !claims || !signature) return false;
  const parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString()) as {
    alg?: string;
    kid?: string;
  };
  const parsedClaims = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    iss?: string;
    iat?: number;
  };
  if (
    parsedHeader.alg !== "ES256" ||
    parsedHeader.kid !== TEST_APNS_KEY_ID ||
    parsedClaims.iss !== TEST_TEAM_ID
  ) {
    return false;
  }
  return verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
}
