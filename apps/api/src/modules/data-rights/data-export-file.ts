import type { Language, PersonalData } from "@stampwise/contract";
import { strToU8, zipSync } from "fflate";
import { csvFile } from "../../lib/csv";

/**
 * The file a data export mails a link to: a zip (made with fflate) holding the whole of it as one
 * JSON document, the same as CSV files per kind for a spreadsheet, and a README in the person's
 * language saying what each file is. Every CSV row names its business.
 */

type Columns = Record<Language, string[]>;

const HEADERS = {
  account: {
    "en-US": [
      "Email",
      "First name",
      "Last name",
      "Phone number",
      "Phone confirmed",
      "Birth date",
      "Language",
      "Signs in with Google",
      "Created",
    ],
    "sv-SE": [
      "E-post",
      "Förnamn",
      "Efternamn",
      "Telefonnummer",
      "Telefon bekräftad",
      "Födelsedatum",
      "Språk",
      "Loggar in med Google",
      "Skapat",
    ],
  },
  cards: {
    "en-US": ["Business", "Card", "Kind", "Balance", "Currency", "Since", "Ended"],
    "sv-SE": ["Företag", "Kort", "Typ", "Saldo", "Valuta", "Sedan", "Avslutat"],
  },
  history: {
    "en-US": ["Business", "Time", "Card", "Kind", "Change", "Balance after", "Source", "Note"],
    "sv-SE": ["Företag", "Tid", "Kort", "Typ", "Ändring", "Saldo efter", "Källa", "Anteckning"],
  },
  rewards: {
    "en-US": ["Business", "Card", "Reward", "Status", "Issued", "Redeemed"],
    "sv-SE": ["Företag", "Kort", "Belöning", "Status", "Utfärdad", "Inlöst"],
  },
  consents: {
    "en-US": ["Business", "Channel", "Yes to news", "Changed"],
    "sv-SE": ["Företag", "Kanal", "Ja till nyheter", "Ändrat"],
  },
  consentLog: {
    "en-US": ["Business", "Time", "Channel", "Yes to news", "How"],
    "sv-SE": ["Företag", "Tid", "Kanal", "Ja till nyheter", "Hur"],
  },
  messages: {
    "en-US": ["Business", "Medium", "Status", "Title", "Content", "Sent to", "Sent", "Read"],
    "sv-SE": ["Företag", "Kanal", "Status", "Rubrik", "Innehåll", "Skickat till", "Skickat", "Läst"],
  },
} satisfies Record<string, Columns>;

const README: Record<Language, (exportedAt: string) => string> = {
  "en-US": (exportedAt) =>
    [
      "Your data at Stampwise",
      "",
      `Made ${exportedAt} (UTC). Everything Stampwise holds about you, for every business you are a customer of or heard from:`,
      "",
      "stampwise-data.json  all of it in one document",
      "account.csv          your account: email, names, phone number, language",
      "cards.csv            your cards and what each holds (stamps, points, or a gift card's amount in minor units, öre or cents)",
      "history.csv          every change of a card's balance: what, when, and how it came (qr, identity-scan, manual, import…)",
      "rewards.csv          rewards you earned, and when you used them",
      "consents.csv         whether you said yes to news from each business, by email and by text message",
      "consent-log.csv      every change of those answers, and how it was made",
      "messages.csv         the messages businesses sent you, as sent",
      "",
      "Amounts of gift cards are in minor units: 25000 is 250.00.",
    ].join("\r\n"),
  "sv-SE": (exportedAt) =>
    [
      "Dina uppgifter hos Stampwise",
      "",
      `Skapad ${exportedAt} (UTC). Allt Stampwise har om dig, för varje företag du är kund hos eller har fått meddelanden från:`,
      "",
      "stampwise-data.json  allt i ett dokument",
      "account.csv          ditt konto: e-post, namn, telefonnummer, språk",
      "cards.csv            dina kort och vad varje kort har (stämplar, poäng eller ett presentkorts belopp i ören)",
      "history.csv          varje ändring av ett korts saldo: vad, när och hur den kom (qr, identity-scan, manual, import …)",
      "rewards.csv          belöningar du har fått och när du använde dem",
      "consents.csv         om du har tackat ja till nyheter från varje företag, via e-post och sms",
      "consent-log.csv      varje ändring av de svaren och hur den gjordes",
      "messages.csv         meddelandena som företag har skickat dig, som de skickades",
      "",
      "Presentkortens belopp är i ören: 25000 är 250,00.",
    ].join("\r\n"),
};

export function buildDataExportFile(data: PersonalData, language: Language): Uint8Array {
  const each = <Item>(pick: (business: PersonalData["businesses"][number]) => Item[]) =>
    data.businesses.flatMap((business) => pick(business).map((item) => ({ business, item })));
  const { account } = data;
  const files: Record<string, string> = {
    "README.txt": `${README[language](data.exportedAt.slice(0, 16).replace("T", " "))}\r\n`,
    "stampwise-data.json": `${JSON.stringify(data, null, 2)}\n`,
    "account.csv": csvFile(HEADERS.account[language], [
      [
        account.email,
        account.firstName,
        account.lastName,
        account.phoneNumber,
        account.phoneConfirmed,
        account.birthDate,
        account.language,
        account.signsInWithGoogle,
        account.createdAt,
      ],
    ]),
    "cards.csv": csvFile(
      HEADERS.cards[language],
      each((business) => business.cards).map(({ business, item }) => [
        business.organizationName,
        item.name,
        item.kind,
        item.balance,
        item.currency,
        item.createdAt,
        item.endedAt,
      ]),
    ),
    "history.csv": csvFile(
      HEADERS.history[language],
      each((business) => business.history).map(({ business, item }) => [
        business.organizationName,
        item.at,
        item.cardName,
        item.kind,
        item.delta,
        item.balanceAfter,
        item.source,
        item.note,
      ]),
    ),
    "rewards.csv": csvFile(
      HEADERS.rewards[language],
      each((business) => business.rewards).map(({ business, item }) => [
        business.organizationName,
        item.cardName,
        item.name,
        item.status,
        item.issuedAt,
        item.redeemedAt,
      ]),
    ),
    "consents.csv": csvFile(
      HEADERS.consents[language],
      each((business) => business.consents).map(({ business, item }) => [
        business.organizationName,
        item.channel,
        item.granted,
        item.changedAt,
      ]),
    ),
    "consent-log.csv": csvFile(
      HEADERS.consentLog[language],
      each((business) => business.consentLog).map(({ business, item }) => [
        business.organizationName,
        item.changedAt,
        item.channel,
        item.granted,
        item.source,
      ]),
    ),
    "messages.csv": csvFile(
      HEADERS.messages[language],
      each((business) => business.messages).map(({ business, item }) => [
        business.organizationName,
        item.medium,
        item.status,
        item.title,
        item.content,
        item.address,
        item.sentAt,
        item.readAt,
      ]),
    ),
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level: 6,
    mtime: new Date(data.exportedAt),
  });
}

/** `stampwise-data-2026-11-30.zip` (the UTC date it was made). */
export function dataExportFileName(readyAt: Date): string {
  return `stampwise-data-${readyAt.toISOString().slice(0, 10)}.zip`;
}
