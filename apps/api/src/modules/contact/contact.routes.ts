import { ContactRequestSchema, MessageResponseSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import type { ContactService } from "./contact.service";

export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We will get back to you soon.";

export function registerContactRoutes(app: AppInstance, deps: { contact: ContactService }): void {
  app.post(
    "/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message from the landing page's contact form to the operator",
        body: ContactRequestSchema,
        response: { 201: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deps.contact.receiveMessage(request.body, { ip: request.ip });
      return reply.code(201).send({ message: CONTACT_RECEIVED_MESSAGE });
    },
  );
}
