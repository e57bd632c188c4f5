import { describe, expect, it } from "vitest";
import { exampleImportFile, issuesFile } from "./import-files";

describe("import files", () => {
  it("names the organization's own cards in the example", () => {
    const example = exampleImportFile({ stampCard: "Kaffe; stort", giftCard: undefined });
    const [header] = example.split("\r\n");
    expect(header).toBe('email;first_name;last_name;phone;points;"stamps: Kaffe; stort";gift: Gift card');
  });

  it("writes the problems with their line, column and reason", () => {
    const file = issuesFile(
      [
        { line: 4, column: "email", problem: "EMAIL_INVALID" },
        { line: 9, column: null, problem: "CELL_COUNT" },
      ],
      { line: "Line", column: "Column", reason: "Reason", wholeRow: "whole row" },
      (issue) => `reason, ${issue.problem}`,
    );
    expect(file).toBe(
      'Line,Column,Reason\r\n4,email,"reason, EMAIL_INVALID"\r\n9,whole row,"reason, CELL_COUNT"\r\n',
    );
  });
});
