import {
  CreateOrganizationRequestSchema,
  isPhoneCountry,
  OrganizationSchema,
  UpdateOrganizationRequestSchema,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { forbidden, notFound, validationError } from "../../lib/app-error";
import { e164OrFieldError } from "../../lib/phone-numbers";
import type { RateLimiter } from "../../lib/rate-limiter";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import { type OrganizationsRepository, phoneCountryOf, toOrganizationDto } from "./organizations.repository";

export function registerOrganizationRoutes(
  app: AppInstance,
  deps: {
    organizations: OrganizationsRepository;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    rateLimiter: RateLimiter;
    /** How many organizations one account may start per hour, and own in all. */
    organizationLimits: { perHour: number; owned: number };
  },
): void {
  const tags = ["organization"];
  // Reading is for every member; changing the organization's settings is for its owners.
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const ownerPreHandler = [...preHandler, requireOwner];

  app.get(
    "/organization",
    {
      preHandler,
      schema: {
        tags,
        summary: "The organization named by x-organization-id",
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await deps.organizations.findById(currentOrganizationId(request));
      if (!organization) throw notFound("Organization");
      return toOrganizationDto(organization);
    },
  );

  app.patch(
    "/organization",
    {
      preHandler: ownerPreHandler,
      schema: {
        tags,
        summary:
          "Update name, email, phone (as typed, read with the country; stored in E.164), country, address and map location",
        body: UpdateOrganizationRequestSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organizationId = currentOrganizationId(request);
      const { phoneNumber, country, timeZone, ...changes } = request.body;
      // The contract checks the letters; this that the phone library knows the country.
      if (country !== undefined && !isPhoneCountry(country)) {
        throw validationError([{ path: "country", message: VALIDATION_MESSAGES.countryInvalid }]);
      }
      // The contract checks Intl knows the zone; insights and targeting read it in the database.
      if (timeZone && !(await deps.organizations.databaseKnowsTimeZone(timeZone))) {
        throw validationError([{ path: "timeZone", message: VALIDATION_MESSAGES.timeZoneUnknown }]);
      }
      let e164 = phoneNumber;
      if (phoneNumber) {
        // A number typed without its country code is read in the country sent with it, else in
        // the organization's; the contract checked its characters, this that it can exist.
        const organization = await deps.organizations.findById(organizationId);
        if (!organization) throw notFound("Organization");
        e164 = e164OrFieldError(phoneNumber, country ?? phoneCountryOf(organization));
      }
      const updated = await deps.organizations.update(organizationId, {
        ...changes,
        ...(timeZone !== undefined && { timeZone }),
        ...(country !== undefined && { country }),
        ...(e164 !== undefined && { phoneNumber: e164 }),
      });
      if (!updated) throw notFound("Organization");
      return toOrganizationDto(updated);
    },
  );

  app.post(
    "/organization",
    {
      preHandler: deps.authentication.requireUser,
      schema: {
        tags,
        summary:
          "Start another organization; the signed-in admin becomes its owner (limited per hour and in all: 429, 409 ORGANIZATION_LIMIT_REACHED)",
        body: CreateOrganizationRequestSchema,
        response: { 201: OrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      if (user.role !== "admin") throw forbidden("Only admin accounts can have organizations");
      // Each organization is a tenant with its own data and jobs: one account cannot start them
      // without end (429 with the wait for the hour, 409 once it owns the most it may).
      const { perHour, owned } = deps.organizationLimits;
      await deps.rateLimiter.consume([
        { key: `organization-create:user:${user.id}`, limit: perHour, windowSeconds: 3600 },
      ]);
      const organization = await deps.organizations.createOwnedWithinLimit(
        { name: request.body.name, userId: user.id, email: user.email },
        owned,
      );
      return reply.code(201).send(toOrganizationDto(organization));
    },
  );
}
