import { PHONE_COUNTRIES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { countryChoices } from "./country-choices";

describe("countryChoices", () => {
  it("names every country in the reader's language, in that language's alphabetical order", () => {
    const swedish = countryChoices("sv-SE");
    expect(swedish).toHaveLength(PHONE_COUNTRIES.length);
    expect(swedish).toContainEqual({ code: "SE", name: "Sverige" });
    expect(countryChoices("en-US")).toContainEqual({ code: "SE", name: "Sweden" });
    const names = swedish.map((choice) => choice.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("sv-SE").compare));
    // Ö after Z in Swedish: Österrike (Austria) comes last of the A–Ö list.
    expect(names.indexOf("Österrike")).toBeGreaterThan(names.indexOf("Zimbabwe"));
  });
});
