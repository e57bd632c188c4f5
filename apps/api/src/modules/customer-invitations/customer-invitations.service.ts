import {
  CUSTOMER_INVITATION_VALID_DAYS,
  type CustomerInvitationAccepted,
  type CustomerInvitationPreview,
  type CustomerInvitationSent,
} from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { generateToken, hashToken } from "../../lib/crypto";
import type { RateLimiter } from "../../lib/rate-limiter";
import { findAccountById } from "../accounts/accounts.repository";
import { renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { addOrganizationCustomer } from "../users/customers.repository";
import type { AdminScope } from "../users/recent-history.repository";
import type { UsersDirectoryService } from "../users/users-directory.service";
import * as invitations from "./customer-invitations.repository";

/** Invitations one organization may send per hour, and to one person per day. */
export const CUSTOMER_INVITATIONS_PER_HOUR = 100;
export const CUSTOMER_INVITATIONS_PER_PERSON_PER_DAY = 3;

const alreadyCustomer = () => new AppError(409, "ALREADY_CUSTOMER", "This person is already a customer here");
const invalidLink = () => new AppError(400, "TOKEN_INVALID", "This invitation link is invalid.");

/**
 * Staff invite a customer account they found by its exact email or phone; the person accepts in
 * the customer app, which makes them a customer. The link is the only way the invitation acts, and
 * only the invited account can use it: staff never make anyone a customer themselves.
 */
export function createCustomerInvitationsService(deps: {
  db: Db;
  publicUrl: string;
  secret: string;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  directory: Pick<UsersDirectoryService, "findInvitable">;
  organizationName: (organizationId: string) => Promise<string | undefined>;
  log: FastifyBaseLogger;
}) {
  const { db, mailer } = deps;
  const hashInvitationToken = (token: string) => hashToken(token, `customer-invitation:${deps.secret}`);

  /** The invitation a link names while it can still be accepted; the error the page explains otherwise. */
  async function openInvitation(token: string) {
    const found = await invitations.findCustomerInvitationByTokenHash(db, hashInvitationToken(token));
    if (!found) throw invalidLink();
    if (found.invitation.acceptedAt)
      throw new AppError(410, "TOKEN_USED", "This invitation has already been accepted.");
    if (found.expired)
      throw new AppError(410, "TOKEN_EXPIRED", "This invitation has expired. Ask for a new one.");
    return found;
  }

  return {
    async invite(scope: AdminScope, contact: string): Promise<CustomerInvitationSent> {
      const { organizationId } = scope;
      await deps.rateLimiter.consume([
        {
          key: `customer-invitation:organization:${organizationId}`,
          limit: CUSTOMER_INVITATIONS_PER_HOUR,
          windowSeconds: 3600,
        },
      ]);
      const person = await deps.directory.findInvitable(organizationId, contact);
      if (!person)
        throw new AppError(404, "NO_ACCOUNT", "No customer account has this email or phone number");
      if (person.memberSince) throw alreadyCustomer();
      // The same person over and over would be mail staff send in their name: a few a day.
      await deps.rateLimiter.consume([
        {
          key: `customer-invitation:person:${organizationId}:${person.id}`,
          limit: CUSTOMER_INVITATIONS_PER_PERSON_PER_DAY,
          windowSeconds: 86_400,
        },
      ]);
      const account = await findAccountById(db, person.id);
      const organization = await deps.organizationName(organizationId);
      if (!account || organization === undefined) throw notFound("Customer");
      const token = generateToken();
      const link = `${deps.publicUrl.replace(/\/$/, "")}/app/invitation?${new URLSearchParams({ token })}`;
      const row = await db.transaction(async (tx) => {
        const created = await invitations.replaceOpenCustomerInvitation(tx, {
          organizationId,
          userId: account.id,
          tokenHash: hashInvitationToken(token),
          invitedBy: scope.adminId,
          validDays: CUSTOMER_INVITATION_VALID_DAYS,
        });
        await mailer.enqueue(
          account.email,
          await renderActionMail("customer-invitation", account.language, link, { organization }),
          tx,
        );
        return created;
      });
      mailer.deliverDue().catch((error) => deps.log.error({ err: error }, "mail delivery pass failed"));
      return { expiresAt: row.expiresAt.toISOString() };
    },

    async preview(token: string): Promise<CustomerInvitationPreview> {
      const { invitation, organizationName } = await openInvitation(token);
      return { organizationName, expiresAt: invitation.expiresAt.toISOString() };
    },

    /** The invited account accepts: single use, and it is a customer here from now on. */
    async accept(token: string, userId: string): Promise<CustomerInvitationAccepted> {
      const { invitation, organizationName } = await openInvitation(token);
      if (invitation.userId !== userId) {
        throw new AppError(
          403,
          "INVITATION_OTHER_ACCOUNT",
          "This invitation was sent to another account. Log in with the account that received it.",
        );
      }
      await db.transaction(async (tx) => {
        if (!(await invitations.claimCustomerInvitation(tx, invitation.id)))
          throw new AppError(410, "TOKEN_USED", "This invitation has already been accepted.");
        await addOrganizationCustomer(tx, invitation.organizationId, userId);
      });
      return { organizationId: invitation.organizationId, organizationName };
    },
  };
}

export type CustomerInvitationsService = ReturnType<typeof createCustomerInvitationsService>;
