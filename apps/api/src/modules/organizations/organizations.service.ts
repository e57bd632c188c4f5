import {
  isPhoneCountry,
  type Organization,
  type UpdateOrganizationRequestSchema,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound, validationError } from "../../lib/app-error";
import { e164OrFieldError } from "../../lib/phone-numbers";
import * as organizations from "./organizations.repository";
import { phoneCountryOf, toOrganizationDto } from "./organizations.repository";

/** The organization's own settings: reading them, changing them, and starting another organization. */
export function createOrganizationsService(deps: {
  db: Db;
  /**
   * A new time zone recounts the organization's insights from its whole ledger (a trigger runs
   * `insights_rebuild`): that one statement gets the heavy bound instead of the ordinary one.
   */
  timeZoneChangeTimeoutMs?: number;
}) {
  const { db } = deps;

  return {
    /** The organization; 404 when it is gone. */
    async get(organizationId: string): Promise<Organization> {
      const organization = await organizations.findOrganization(db, organizationId);
      if (!organization) throw notFound("Organization");
      return toOrganizationDto(organization);
    },

    /**
     * Changes the settings: a phone number typed without its country code is read in the country
     * sent with it, else in the organization's, and stored in E.164.
     */
    async update(
      organizationId: string,
      body: z.output<typeof UpdateOrganizationRequestSchema>,
    ): Promise<Organization> {
      const { phoneNumber, country, timeZone, ...changes } = body;
      // The contract checks the letters; this that the phone library knows the country.
      if (country !== undefined && !isPhoneCountry(country)) {
        throw validationError([{ path: "country", message: VALIDATION_MESSAGES.countryInvalid }]);
      }
      // The contract checks Intl knows the zone; insights and targeting read it in the database.
      if (timeZone && !(await organizations.databaseKnowsTimeZone(db, timeZone))) {
        throw validationError([{ path: "timeZone", message: VALIDATION_MESSAGES.timeZoneUnknown }]);
      }
      let e164 = phoneNumber;
      if (phoneNumber) {
        // A number typed without its country code is read in the country sent with it, else in
        // the organization's; the contract checked its characters, this that it can exist.
        const organization = await organizations.findOrganization(db, organizationId);
        if (!organization) throw notFound("Organization");
        e164 = e164OrFieldError(phoneNumber, country ?? phoneCountryOf(organization));
      }
      const updated = await organizations.updateOrganization(
        db,
        organizationId,
        {
          ...changes,
          ...(timeZone !== undefined && { timeZone }),
          ...(country !== undefined && { country }),
          ...(e164 !== undefined && { phoneNumber: e164 }),
        },
        { timeZoneChangeTimeoutMs: deps.timeZoneChangeTimeoutMs },
      );
      if (!updated) throw notFound("Organization");
      return toOrganizationDto(updated);
    },

    /**
     * Starts an organization the account owns, unless it owns `maxOwned` already (409
     * ORGANIZATION_LIMIT_REACHED).
     */
    async createOwned(
      input: { name: string; userId: string; email?: string | null },
      maxOwned: number,
    ): Promise<Organization> {
      return toOrganizationDto(await organizations.createOrganizationOwnedWithinLimit(db, input, maxOwned));
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
