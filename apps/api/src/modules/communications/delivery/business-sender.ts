import { sql } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";

/**
 * How a business's email to its customers presents itself: from the business (its name, at the
 * server's own MAIL_FROM address, so the server's SPF and DKIM still vouch for it), answered at
 * its contact email, and in its card's colours.
 */
export interface BusinessSender {
  /** The organization's name, the From display name. */
  name: string;
  /** Settings → Contact's email: where a customer's reply goes; null sends replies nowhere new. */
  replyTo: string | null;
  colors: EmailColors;
}

/** The campaign email's accent (its header band) and the text written on it. */
export interface EmailColors {
  accent: string;
  onAccent: string;
}

/** For a business without a designed stamp card yet: a neutral ink, not the product's colour. */
const NEUTRAL_ACCENT = "#1f2937";
const INK = "#1f2937";
const WHITE = "#ffffff";

/**
 * The senders of these organizations. The colours are those of the organization's first stamp
 * card still in use (the one its customers have had longest), which is what they know the
 * business by.
 */
export async function loadBusinessSenders(
  db: Db,
  organizationIds: readonly string[],
): Promise<Map<string, BusinessSender>> {
  const senders = new Map<string, BusinessSender>();
  const ids = [...new Set(organizationIds)];
  if (ids.length === 0) return senders;
  const rows = await queryRows<{
    id: string;
    name: string;
    email: string | null;
    primary_color: string | null;
  }>(
    db,
    sql`select organization.id, organization.name, organization.email, design.primary_color
      from organizations organization
      left join lateral (
        select template.primary_color from loyalty_cards card
        join card_templates template on template.card_id = card.id
        where card.organization_id = organization.id and card.kind = 'stamp' and card.deleted_at is null
        order by card.created_at, card.id
        limit 1
      ) design on true
      where organization.id = any(${`{${ids.join(",")}}`}::uuid[])`,
  );
  for (const row of rows) {
    senders.set(row.id, {
      name: row.name,
      replyTo: row.email,
      colors: emailColors(row.primary_color),
    });
  }
  return senders;
}

/** The accent and the more readable of white or ink on it (WCAG contrast). */
export function emailColors(primaryColor: string | null): EmailColors {
  const accent = primaryColor && /^#[0-9a-fA-F]{6}$/.test(primaryColor) ? primaryColor : NEUTRAL_ACCENT;
  const onAccent = contrast(accent, WHITE) >= contrast(accent, INK) ? WHITE : INK;
  return { accent, onAccent };
}

/**
 * The From of a business's email: its name with the address of MAIL_FROM. Given to nodemailer as
 * a name and an address, never as a string put together here, so a name with quotes, commas or
 * angle brackets is quoted and one with non-ASCII letters is encoded (RFC 5322, RFC 2047).
 */
export function businessFrom(mailFrom: string, name: string): { name: string; address: string } {
  // Line breaks cannot come from the contract's text fields; a header never gets one regardless.
  return { name: name.replace(/[\r\n\t]+/g, " ").trim(), address: addressOf(mailFrom) };
}

/** The address of a From value ("Name <user@domain>"), as nodemailer reads it. */
export function addressOf(from: string): string {
  return new MailComposer({ from }).compile().getEnvelope().from || "no-reply@localhost";
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
