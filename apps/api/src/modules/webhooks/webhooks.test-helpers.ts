import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

/** An owner of a fresh organization, with a way to add webhook endpoints. */
export async function webhookOwner(testApp: TestApp) {
  const owner = await signedInAdmin(testApp);
  async function addEndpoint(input: Record<string, unknown>) {
    const response: LightMyRequestResponse = await owner.call("POST", "/webhook-endpoint", {
      description: "The till",
      ...input,
    });
    if (response.statusCode !== 201) throw new Error(`endpoint not added: ${response.body}`);
    return response.json() as { id: string; secret: string; url: string };
  }
  return { ...owner, addEndpoint };
}
