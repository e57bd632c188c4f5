import type { Language } from "./language";

/** 1 000 in Swedish, 1,000 in English. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

/**
 * Kronor as people read them: "399 kr" and "1 000 kr" in Swedish, "SEK 399" in English. Whole
 * amounts drop the öre; anything else shows two decimals.
 */
export function formatKronor(amount: number, language: Language): string {
  return formatCurrencyAmount(amount, "SEK", language);
}

/**
 * An amount in a currency's minor unit (öre, cent), in the reader's language: 12050 SEK →
 * "120,50 kr" / "SEK 120.50"; whole amounts without decimals ("500 kr").
 */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  return formatCurrencyAmount(minorUnits / 100, currency, language);
}

function formatCurrencyAmount(amount: number, currency: string, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A calendar date in the reader's language: "November 21, 2026" / "21 november 2026". */
export function formatDate(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(date));
}

/** Date and time, short: "11/21/2026, 2:05 PM" / "2026-11-21 14:05". */
export function formatDateTime(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" }).format(new Date(date));
}
