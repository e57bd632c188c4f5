import {
  CreateLoyaltyLevelRequestSchema,
  CreateLoyaltyProgramRequestSchema,
  LoyaltyLevelListSchema,
  LoyaltyLevelSchema,
  LoyaltyProgramSchema,
  UpdateLoyaltyLevelRequestSchema,
  UpdateLoyaltyProgramRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import type { Authentication } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { LoyaltyLevelsService } from "./loyalty-levels.service";
import type { LoyaltyProgramService } from "./loyalty-program.service";

const IdParams = z.object({ id: z.uuid() });
const noContent = { 204: z.null().describe("Deleted") };

/**
 * The loyalty program and its levels. Any member of the organization, owner or admin,
 * runs them (owners only for the team and the settings). Every route runs the tenancy
 * guard; an id of another organization answers 404 exactly like an unknown one.
 */
export function registerLoyaltyProgramRoutes(
  app: AppInstance,
  deps: {
    loyaltyProgramService: LoyaltyProgramService;
    loyaltyLevelsService: LoyaltyLevelsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { loyaltyProgramService: programs, loyaltyLevelsService: levels } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const programTags = ["loyalty-program"];
  const levelTags = ["loyalty-level"];

  app.post(
    "/loyalty-program",
    {
      preHandler,
      schema: {
        tags: programTags,
        summary: "Create the organization's loyalty program (409 LOYALTY_PROGRAM_EXISTS when it has one)",
        body: CreateLoyaltyProgramRequestSchema,
        response: { 201: LoyaltyProgramSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await programs.createProgram(currentOrganizationId(request), request.body)),
  );

  app.get(
    "/loyalty-program/by-organization",
    {
      preHandler,
      schema: {
        tags: programTags,
        summary: "The organization's loyalty program (404 LOYALTY_PROGRAM_NOT_FOUND before one is made)",
        response: { 200: LoyaltyProgramSchema, ...errorResponses },
      },
    },
    async (request) => programs.getProgram(currentOrganizationId(request)),
  );

  app.patch(
    "/loyalty-program/:id",
    {
      preHandler,
      schema: {
        tags: programTags,
        summary: "Change some of the program's fields (it must still give points by purchase or visit)",
        params: IdParams,
        body: UpdateLoyaltyProgramRequestSchema,
        response: { 200: LoyaltyProgramSchema, ...errorResponses },
      },
    },
    async (request) =>
      programs.updateProgram(currentOrganizationId(request), request.params.id, request.body),
  );

  app.get(
    "/loyalty-level",
    {
      preHandler,
      schema: {
        tags: levelTags,
        summary: "The organization's loyalty levels, fewest required points first",
        response: { 200: LoyaltyLevelListSchema, ...errorResponses },
      },
    },
    async (request) => levels.listLevels(currentOrganizationId(request)),
  );

  app.post(
    "/loyalty-level",
    {
      preHandler,
      schema: {
        tags: levelTags,
        summary:
          "Add a level (409 LOYALTY_PROGRAM_REQUIRED without a program, LOYALTY_LEVEL_POINTS_TAKEN for a taken threshold, LOYALTY_LEVEL_NAME_TAKEN for a taken name in any case)",
        body: CreateLoyaltyLevelRequestSchema,
        response: { 201: LoyaltyLevelSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await levels.createLevel(currentOrganizationId(request), request.body)),
  );

  app.patch(
    "/loyalty-level/:id",
    {
      preHandler,
      schema: {
        tags: levelTags,
        summary:
          "Rename a level or move its threshold (409 LOYALTY_LEVEL_POINTS_TAKEN or LOYALTY_LEVEL_NAME_TAKEN onto a taken one)",
        params: IdParams,
        body: UpdateLoyaltyLevelRequestSchema,
        response: { 200: LoyaltyLevelSchema, ...errorResponses },
      },
    },
    async (request) => levels.updateLevel(currentOrganizationId(request), request.params.id, request.body),
  );

  app.delete(
    "/loyalty-level/:id",
    {
      preHandler,
      schema: {
        tags: levelTags,
        summary: "Remove a level",
        params: IdParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await levels.deleteLevel(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
