import type { DeliveryRecord } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { csvField, DELIVERY_CSV_COLUMNS, deliveriesCsv, deliveriesFilename } from "./delivery-csv";

const labels = {
  header: (column: string) => column,
  medium: (medium: string) => ({ email: "Email", sms: "SMS", in_app: "In-app" })[medium] ?? medium,
  status: (status: string) => status.toUpperCase(),
};

function delivery(changes: Partial<DeliveryRecord> = {}): DeliveryRecord {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    communicationId: "00000000-0000-4000-8000-000000000002",
    userId: "00000000-0000-4000-8000-000000000003",
    medium: "sms",
    status: "failed",
    createdAt: "2026-05-01T10:00:00.000Z",
    sentAt: "2026-05-01T10:00:02.000Z",
    firstName: "Åsa",
    lastName: "Öberg",
    email: "asa@example.com",
    phoneNumber: null,
    failureCode: "PHONE_NOT_CONFIRMED",
    failureReason: "The customer has no confirmed phone number",
    sentContent: null,
    attempts: 1,
    ...changes,
  };
}

describe("csvField", () => {
  it("leaves a plain value as it is", () => {
    expect(csvField("Anna")).toBe("Anna");
    expect(csvField("")).toBe("");
  });

  it("quotes a value with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvField("Smith, Jr.")).toBe('"Smith, Jr."');
    expect(csvField('The "best" buns')).toBe('"The ""best"" buns"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("turns what a spreadsheet would run as a formula into text with a leading apostrophe", () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+46701234567")).toBe("'+46701234567");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
  });

  it("neutralises only a formula at the start", () => {
    expect(csvField("Anna-Lena")).toBe("Anna-Lena");
    expect(csvField("a=b")).toBe("a=b");
  });
});

describe("deliveriesCsv", () => {
  it("starts with a byte-order mark and the header row, each line ending in CRLF", () => {
    const csv = deliveriesCsv([], labels);
    expect(csv).toBe(`\uFEFF${DELIVERY_CSV_COLUMNS.join(",")}\r\n`);
  });

  it("writes one line per delivery with translated channel and status", () => {
    const csv = deliveriesCsv([delivery()], labels);
    const [, row] = csv.slice(1).split("\r\n");
    expect(row).toBe(
      "Åsa,Öberg,asa@example.com,,SMS,FAILED,2026-05-01T10:00:00.000Z,2026-05-01T10:00:02.000Z,1,PHONE_NOT_CONFIRMED,The customer has no confirmed phone number",
    );
  });

  it("leaves the end time empty while a delivery is pending", () => {
    const csv = deliveriesCsv(
      [delivery({ status: "pending", sentAt: null, failureCode: null, failureReason: null, attempts: 0 })],
      labels,
    );
    expect(csv.slice(1).split("\r\n")[1]).toBe(
      "Åsa,Öberg,asa@example.com,,SMS,PENDING,2026-05-01T10:00:00.000Z,,0,,",
    );
  });

  it("neutralises a customer's name that is a formula and quotes a reason with a comma", () => {
    const csv = deliveriesCsv(
      [
        delivery({
          firstName: "=cmd|' /C calc'!A0",
          phoneNumber: "+46701234567",
          failureReason: "Refused, 550",
        }),
      ],
      labels,
    );
    const row = csv.slice(1).split("\r\n")[1];
    expect(row?.startsWith("'=cmd|' /C calc'!A0,Öberg,asa@example.com,'+46701234567,")).toBe(true);
    expect(row?.endsWith(',"Refused, 550"')).toBe(true);
  });
});

describe("deliveriesFilename", () => {
  it("names the communication in plain letters and the day", () => {
    expect(deliveriesFilename("deliveries", "Höstens bullar är här!", new Date(2026, 4, 1))).toBe(
      "deliveries-hostens-bullar-ar-har-2026-05-01.csv",
    );
  });

  it("does without a title that has no letters", () => {
    expect(deliveriesFilename("leveranser", "🎉🎉", new Date(2026, 11, 24))).toBe(
      "leveranser-2026-12-24.csv",
    );
  });
});
