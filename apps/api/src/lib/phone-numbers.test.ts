import { PHONE_COUNTRIES } from "@stampwise/contract";
import { getCountries } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { countryOfPhoneNumber, phoneNumberForms, toE164 } from "./phone-numbers";

describe("phone numbers as staff type them", () => {
  it("offers exactly the countries whose numbers the library reads", () => {
    expect([...PHONE_COUNTRIES]).toEqual([...getCountries()].sort());
  });

  it.each([
    ["0701112233", "SE"],
    ["070-111 22 33", "SE"],
    ["+46 70 111 22 33", "SE"],
    ["0046701112233", "SE"],
    ["(070) 111.22.33", "SE"],
    ["+46701112233", "NO"],
  ] as const)("reads %s in %s as +46701112233", (typed, country) => {
    expect(toE164(typed, country)).toBe("+46701112233");
  });

  it("refuses a number that cannot exist", () => {
    expect(toE164("070-111", "SE")).toBeUndefined();
    expect(toE164("+99912345678", "SE")).toBeUndefined();
  });

  it("knows the country of a stored number", () => {
    expect(countryOfPhoneNumber("+4741234567")).toBe("NO");
    expect(countryOfPhoneNumber("+46701112233")).toBe("SE");
  });

  it.each([
    ["070-111", "SE", ["070111", "+4670111"]],
    ["0046 70 111", "SE", ["004670111", "+4670111"]],
    ["+46 70 111 22 33", "SE", ["+46701112233"]],
    ["412 34", "NO", ["41234", "+4741234"]],
    ["06 1234", "IT", ["061234", "+39061234"]],
  ] as const)("finds %s (in %s) as the E.164 parts %j", (typed, country, forms) => {
    expect(phoneNumberForms(typed, country)).toEqual(forms);
  });
});
