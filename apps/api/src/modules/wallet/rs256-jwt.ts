import { createPrivateKey, type KeyObject, sign } from "node:crypto";

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A JWT signed RS256 (RSA PKCS #1 v1.5 over SHA-256), as Google's service accounts sign them. */
export function signRs256Jwt(claims: object, key: KeyObject | string): string {
  const privateKey = typeof key === "string" ? createPrivateKey(key) : key;
  const unsigned = `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url(claims)}`;
  const signature = sign("sha256", Buffer.from(unsigned), privateKey);
  return `${unsigned}.${signature.toString("base64url")}`;
}
