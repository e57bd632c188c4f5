import {
  CreateOrganizationRequestSchema,
  OrganizationSchema,
  UpdateOrganizationRequestSchema,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import { isValidPhoneNumber } from "libphonenumber-js";
import type { AppInstance } from "../../app-types";
import { forbidden, notFound, validationError } from "../../lib/app-error";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import { type OrganizationsRepository, toOrganizationDto } from "./organizations.repository";

export function registerOrganizationRoutes(
  app: AppInstance,
  deps: {
    organizations: OrganizationsRepository;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
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
        summary: "Update name, email, phone (E.164), address and map location",
        body: UpdateOrganizationRequestSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { phoneNumber } = request.body;
      // The contract checks the E.164 shape; this checks the number can exist.
      if (phoneNumber && !isValidPhoneNumber(phoneNumber)) {
        throw validationError([{ path: "phoneNumber", message: VALIDATION_MESSAGES.phoneNotReal }]);
      }
      const updated = await deps.organizations.update(currentOrganizationId(request), request.body);
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
        summary: "Start another organization; the signed-in admin becomes its owner",
        body: CreateOrganizationRequestSchema,
        response: { 201: OrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      if (user.role !== "admin") throw forbidden("Only admin accounts can have organizations");
      const organization = await deps.organizations.createWithMember({
        name: request.body.name,
        userId: user.id,
        role: "owner",
        email: user.email,
      });
      return reply.code(201).send(toOrganizationDto(organization));
    },
  );
}
