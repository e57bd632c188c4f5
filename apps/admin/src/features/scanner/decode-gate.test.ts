import { describe, expect, it } from "vitest";
import { createDecodeGate } from "./decode-gate";

describe("createDecodeGate", () => {
  it("lets one code through at a time, and none once a customer was found", () => {
    const gate = createDecodeGate();
    expect(gate.tryStart("a")).toBe(true);
    expect(gate.tryStart("a")).toBe(false);
    expect(gate.tryStart("b")).toBe(false);
    gate.finish("a", "failed");
    expect(gate.tryStart("b")).toBe(true);
    gate.finish("b", "found");
    expect(gate.tryStart("b")).toBe(false);
    expect(gate.tryStart("c", { deliberate: true })).toBe(false);
  });

  it("ignores a code the server refused for a moment, but not another code", () => {
    let time = 1_000;
    const gate = createDecodeGate({ quietMs: 3000, now: () => time });
    expect(gate.tryStart("bad")).toBe(true);
    gate.finish("bad", "failed");
    time += 2_999;
    expect(gate.tryStart("bad")).toBe(false);
    expect(gate.tryStart("other")).toBe(true);
    gate.finish("other", "failed");
    expect(gate.tryStart("bad", { deliberate: true })).toBe(true);
    gate.finish("bad", "failed");
    time += 3_000;
    expect(gate.tryStart("bad")).toBe(true);
  });

  it("never sends a code the server did not recognize again, unless chosen again as a photo", () => {
    let time = 0;
    const gate = createDecodeGate({ quietMs: 3000, now: () => time });
    expect(gate.tryStart("expired")).toBe(true);
    gate.finish("expired", "rejected");
    time += 60_000;
    expect(gate.tryStart("expired")).toBe(false);
    expect(gate.tryStart("expired", { deliberate: true })).toBe(true);
  });
});
