import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api/api-error";
import { sessionQueryKey } from "./auth/use-session";
import { createQueryClient } from "./query-client";

async function failMutation(client: ReturnType<typeof createQueryClient>, code: string) {
  const error = new ApiError(403, { error: { code, message: "refused" } });
  const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(error) });
  await observer.mutate().catch(() => undefined);
}

describe("createQueryClient", () => {
  it("reads the session again when a change is refused for want of the owner role", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: "someone" });
    await failMutation(client, "OWNER_REQUIRED");
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it("leaves the session alone after any other failure", async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: "someone" });
    await failMutation(client, "LAST_OWNER");
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(false);
  });
});
