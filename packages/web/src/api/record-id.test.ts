import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isRecordId } from "./record-id";

const samples = [
  "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
  "3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B",
  "3f2b8c1e-9a4d-7e6f-bb7a-1c2d3e4f5a6b",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  // UUID-shaped, but version 0 or 9, or the wrong variant: the API refuses them.
  "3f2b8c1e-9a4d-0e6f-8b7a-1c2d3e4f5a6b",
  "3f2b8c1e-9a4d-9e6f-8b7a-1c2d3e4f5a6b",
  "3f2b8c1e-9a4d-4e6f-cb7a-1c2d3e4f5a6b",
  "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6",
  "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6bb",
  "3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b",
  "stamp-cards",
  "",
  "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b\n",
];

describe("isRecordId", () => {
  it("accepts exactly the ids the API's path parameters accept", () => {
    const api = z.uuid();
    for (const sample of samples) expect(isRecordId(sample), sample).toBe(api.safeParse(sample).success);
  });

  it("refuses a missing id", () => {
    expect(isRecordId(undefined)).toBe(false);
  });
});
