import { LoginRequestSchema } from "@stampwise/contract";
import { describe, expect, it, vi } from "vitest";
import { lazyZodResolver } from "./use-lazy-zod-form";

// What react-hook-form hands a resolver; the fields matter only for native validation, off here.
const options = { fields: {}, criteriaMode: "firstError", shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("checks with the loaded contract schema, loading it once", async () => {
    const loadSchema = vi.fn(async () => LoginRequestSchema);
    const { resolve, load } = lazyZodResolver(loadSchema);
    type Options = Parameters<typeof resolve>[2];

    const refused = await resolve(
      { email: "not an email", password: "", loginType: "user" },
      undefined,
      options as Options,
    );
    expect(Object.keys(refused.errors).sort()).toEqual(["email", "password"]);
    expect(refused.values).toEqual({});

    const accepted = await resolve(
      { email: "vera@example.com", password: "long enough secret", loginType: "user" },
      undefined,
      options as Options,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ email: "vera@example.com", loginType: "user" });

    await load();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});
