import { ORGANIZATION_HEADER } from "@stampwise/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError, notFound } from "../lib/app-error";
import type { OrganizationsRepository } from "../modules/organizations/organizations.repository";
import { currentSession } from "./authentication";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireOrganization`; read it through `currentOrganizationId(request)`. */
    organizationId?: string;
  }
}

const organizationIdSchema = z.uuid();

/**
 * The guard every admin route runs after `requireUser`: the organization named in the
 * header must be one the account is a member of. Anything else looks like a missing
 * organization (404), so ids of other businesses reveal nothing.
 */
export function createTenancyGuard(deps: { organizations: OrganizationsRepository }) {
  return async function requireOrganization(request: FastifyRequest): Promise<void> {
    const header = request.headers[ORGANIZATION_HEADER];
    if (!header || Array.isArray(header)) {
      throw new AppError(
        400,
        "ORGANIZATION_REQUIRED",
        `The ${ORGANIZATION_HEADER} header must name one organization`,
      );
    }
    if (!organizationIdSchema.safeParse(header).success) throw notFound("Organization");
    const { user } = currentSession(request);
    const isMember = await deps.organizations.isMember(header, user.id);
    if (!isMember) throw notFound("Organization");
    request.organizationId = header;
  };
}

export type TenancyGuard = ReturnType<typeof createTenancyGuard>;

export function currentOrganizationId(request: FastifyRequest): string {
  if (!request.organizationId) throw notFound("Organization");
  return request.organizationId;
}
