import { describe, expect, it } from "vitest";
import { exportFilename, fallbackFilename } from "./export-filename";

const today = new Date(2026, 2, 7);

describe("exportFilename", () => {
  it("uses the server's quoted filename", () => {
    expect(exportFilename('attachment; filename="customers-2026-03-07.csv"', today)).toBe(
      "customers-2026-03-07.csv",
    );
  });

  it("prefers the UTF-8 form, so names with å, ä and ö survive", () => {
    expect(
      exportFilename(
        "attachment; filename=\"kunder.csv\"; filename*=UTF-8''kunder-caf%C3%A9-%C3%A5%C3%A4%C3%B6.csv",
        today,
      ),
    ).toBe("kunder-café-åäö.csv");
  });

  it("reads an unquoted filename", () => {
    expect(exportFilename("attachment; filename=users.csv", today)).toBe("users.csv");
  });

  it("drops folders and control characters a header might smuggle in", () => {
    expect(exportFilename('attachment; filename="../../etc/passwd"', today)).toBe("passwd");
    expect(exportFilename('attachment; filename="a\u0007b.csv"', today)).toBe("ab.csv");
  });

  it("names the day when the server gives no usable name", () => {
    expect(exportFilename(null, today)).toBe("customers-2026-03-07.csv");
    expect(exportFilename("attachment", today)).toBe("customers-2026-03-07.csv");
    expect(exportFilename('attachment; filename=".."', today)).toBe("customers-2026-03-07.csv");
    expect(exportFilename("attachment; filename*=UTF-8''%E0", today)).toBe("customers-2026-03-07.csv");
  });
});

describe("fallbackFilename", () => {
  it("pads month and day so the files sort by date", () => {
    expect(fallbackFilename(new Date(2026, 11, 24))).toBe("customers-2026-12-24.csv");
  });
});
