import { ConfirmPhoneRequestSchema, PhoneStateSchema, SetPhoneRequestSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { acceptedLanguage } from "../../lib/request-language";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { PhoneService } from "./phone.service";

/** The signed-in person's phone number, confirmed by a code sent to it by SMS. */
export function registerPhoneRoutes(
  app: AppInstance,
  deps: { phone: PhoneService; authentication: Authentication },
): void {
  const preHandler = [deps.authentication.requireUser];
  const tags = ["user"];
  const response = { 200: PhoneStateSchema, ...errorResponses };

  app.get(
    "/user/phone",
    {
      preHandler,
      schema: { tags, summary: "The account's confirmed number, and one waiting for its code", response },
    },
    async (request) => deps.phone.state(currentSession(request).user.id),
  );

  app.put(
    "/user/phone",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Send a six-digit code by SMS to this number, in the app's language; the number counts once confirmed. 429 with Retry-After past the hourly limits (per account, per number, per organization, overall)",
        body: SetPhoneRequestSchema,
        response,
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      // The text is read in the app in front of the person now, not the one they signed up in.
      const language =
        request.body.language ?? acceptedLanguage(request.headers["accept-language"]) ?? user.language;
      return deps.phone.requestCode(user.id, language, request.body.phoneNumber);
    },
  );

  app.post(
    "/user/phone/confirm",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Confirm the number with its code (400 PHONE_CODE_INVALID when wrong, expired or tried 5 times)",
        body: ConfirmPhoneRequestSchema,
        response,
      },
    },
    async (request) => deps.phone.confirm(currentSession(request).user.id, request.body.code),
  );

  app.delete(
    "/user/phone",
    { preHandler, schema: { tags, summary: "Remove the account's phone number", response } },
    async (request) => deps.phone.remove(currentSession(request).user.id),
  );
}
