import { describe, expect, it } from "vitest";
import { csvCell, csvText, insightsFilename, kronorCell, liabilityCsvRows, staffCsvRows } from "./csv";

const lines = (text: string) => text.replace(/^\uFEFF/, "").split("\r\n");

describe("csvCell", () => {
  it("writes plain text and numbers as they are", () => {
    expect(csvCell("Åsa Öberg")).toBe("Åsa Öberg");
    expect(csvCell(1234)).toBe("1234");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Berg, Åsa")).toBe('"Berg, Åsa"');
    expect(csvCell('The "boss"')).toBe('"The ""boss"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("turns text that a spreadsheet would run as a formula into plain text", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+46 70")).toBe("'+46 70");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
  });
});

describe("csvText", () => {
  it("starts with a byte-order mark, then the header, one CRLF-ended line per row", () => {
    const text = csvText(
      ["Name", "Stamps"],
      [
        ["Åsa", 3],
        ["Bo, Jr", 0],
      ],
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(lines(text)).toEqual(["Name,Stamps", "Åsa,3", '"Bo, Jr",0', ""]);
  });
});

describe("report rows", () => {
  it("writes the liability by month with kronor to two decimals, no value without a program", () => {
    expect(kronorCell(123_450)).toBe("1234.50");
    expect(
      liabilityCsvRows([
        { month: "2026-01", pointsOutstanding: 1200, pointsValue: 12_000, giftOutstanding: 50_050 },
        { month: "2026-02", pointsOutstanding: 0, pointsValue: null, giftOutstanding: 0 },
      ]),
    ).toEqual([
      ["2026-01", 1200, "120.00", "500.50"],
      ["2026-02", 0, null, "0.00"],
    ]);
  });

  it("writes each staff member's name, email and figures, a chosen name made safe", () => {
    const rows = staffCsvRows(
      [
        {
          userId: "8a4c1a52-3f3b-4c8e-9b1a-1c2d3e4f5a6b",
          name: "=cmd|' /C calc'!A0",
          email: "eve@example.com",
          stampsGiven: 12,
          pointsGiven: -3,
          postings: 9,
        },
        // An erased person's stand-in: no name, no address.
        {
          userId: "9a4c1a52-3f3b-4c8e-9b1a-1c2d3e4f5a6b",
          name: "",
          email: "",
          stampsGiven: 2,
          pointsGiven: 0,
          postings: 2,
        },
      ],
      "Deleted account",
    );
    expect(rows).toEqual([
      ["=cmd|' /C calc'!A0", "eve@example.com", 12, -3, 9],
      ["Deleted account", "", 2, 0, 2],
    ]);
    expect(lines(csvText(["Name", "Email", "Stamps", "Points", "Postings"], rows))[1]).toBe(
      "'=cmd|' /C calc'!A0,eve@example.com,12,-3,9",
    );
  });
});

describe("insightsFilename", () => {
  it("names the table in plain letters and the range", () => {
    expect(insightsFilename("staff activity", { from: "2025-06-01", to: "2026-05-31" })).toBe(
      "staff-activity-2025-06-01-2026-05-31.csv",
    );
    expect(insightsFilename("åtaganden per månad", { from: "2026-01-01", to: "2026-01-31" })).toBe(
      "ataganden-per-manad-2026-01-01-2026-01-31.csv",
    );
    expect(insightsFilename("", { from: "2026-01-01", to: "2026-01-31" })).toBe(
      "insights-2026-01-01-2026-01-31.csv",
    );
  });
});
