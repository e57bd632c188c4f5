import { UpdateOwnNamesRequestSchema, UserSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { AuthService } from "./auth.service";

/** The signed-in person's own account: their names (the phone number has routes of its own). */
export function registerOwnAccountRoutes(
  app: AppInstance,
  deps: { auth: AuthService; authentication: Authentication },
): void {
  app.patch(
    "/user/me",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags: ["user"],
        summary:
          "Change your own first or last name (at least one); answers the account as the session shows it",
        body: UpdateOwnNamesRequestSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const { firstName, lastName } = request.body;
      const changes = {
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName } : {}),
      };
      return deps.auth.updateOwnNames(user, changes);
    },
  );
}
