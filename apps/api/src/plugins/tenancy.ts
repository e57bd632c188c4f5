import { apiKeyScopeAllows, type MembershipRole, ORGANIZATION_HEADER } from "@stampwise/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { AppError, notFound } from "../lib/app-error";
import { documentGuard } from "../lib/openapi";
import type { ApiKeyPrincipal } from "../modules/api-keys/api-keys.service";
import { findMembershipRole } from "../modules/organizations/organizations.repository";
import { apiKeyScopeOfRoute, refusesApiKeys } from "./api-key-scopes";
import { currentSession } from "./authentication";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireOrganization`; read it through `currentOrganizationId(request)`. */
    organizationId?: string;
    /** The account's role in that organization, set with it; read it through `currentMembership`. */
    membershipRole?: MembershipRole;
  }
}

const organizationIdSchema = z.uuid();

/**
 * The guard every admin route runs after `requireUser`: the organization named in the
 * header must be one the account is a member of, in either role (owner or admin: admins run
 * everything but the team and the settings). Anything else looks like a missing organization
 * (404), so ids of other businesses reveal nothing. The member's role is kept for `requireOwner`.
 */
export function createTenancyGuard(deps: { db: Db }) {
  return documentGuard(async function requireOrganization(request: FastifyRequest): Promise<void> {
    if (request.apiKey) return admitApiKey(request, request.apiKey);
    const header = request.headers[ORGANIZATION_HEADER];
    if (!header || Array.isArray(header)) {
      throw new AppError(
        400,
        "ORGANIZATION_REQUIRED",
        `The ${ORGANIZATION_HEADER} header must name one organization`,
      );
    }
    if (!organizationIdSchema.safeParse(header).success) throw notFound("Organization");
    const session = currentSession(request);
    // Usually answered by the session lookup already (one statement for both).
    const role =
      session.membership?.organizationId === header
        ? session.membership.role
        : await findMembershipRole(deps.db, header, session.user.id);
    if (!role) throw notFound("Organization");
    request.organizationId = header;
    request.membershipRole = role;
  }, "organization");
}

/**
 * A key implies its organization (the header may be left out; naming another answers 404, as for
 * a session) and must cover the route's scope.
 */
function admitApiKey(request: FastifyRequest, key: ApiKeyPrincipal): void {
  const header = request.headers[ORGANIZATION_HEADER];
  if (header !== undefined && header !== key.organizationId) throw notFound("Organization");
  const needed = apiKeyScopeOfRoute(request);
  if (!needed) throw new AppError(401, "API_KEY_NOT_ACCEPTED", "This route takes no API key");
  if (!apiKeyScopeAllows(key.scope, needed)) {
    throw new AppError(
      403,
      "API_KEY_SCOPE",
      `This API key may ${key.scope === "read" ? "only read" : "not do this"}: it needs the ${needed} scope`,
    );
  }
  request.organizationId = key.organizationId;
  request.membershipRole = "admin";
}

/**
 * For routes only owners may use (administrators, organization settings): runs after
 * `requireOrganization`, and refuses an admin with a code the apps translate.
 */
export const requireOwner = refusesApiKeys(async function requireOwner(
  request: FastifyRequest,
): Promise<void> {
  if (request.apiKey) {
    throw new AppError(
      401,
      "API_KEY_NOT_ACCEPTED",
      "Owners' routes (the team, settings, keys) take no API key",
    );
  }
  if (currentMembership(request).role !== "owner") {
    throw new AppError(403, "OWNER_REQUIRED", "Only an owner of the organization can do this");
  }
});

export function currentMembership(request: FastifyRequest): {
  organizationId: string;
  role: MembershipRole;
} {
  if (!request.organizationId || !request.membershipRole) throw notFound("Organization");
  return { organizationId: request.organizationId, role: request.membershipRole };
}

export type TenancyGuard = ReturnType<typeof createTenancyGuard>;

export function currentOrganizationId(request: FastifyRequest): string {
  if (!request.organizationId) throw notFound("Organization");
  return request.organizationId;
}
