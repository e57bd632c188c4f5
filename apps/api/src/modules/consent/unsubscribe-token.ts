// TEMPORARY local stand-in until the sms branch merges (never committed).
import { createHmac } from "node:crypto";
export function createUnsubscribeToken(
  secret: string,
  claims: { userId: string; organizationId: string; channel: "email" | "sms" },
): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
}
export function unsubscribeLinks(publicUrl: string, token: string) {
  return { page: `${publicUrl}/app/unsubscribe/${token}`, oneClick: `${publicUrl}/api/unsubscribe/${token}` };
}
