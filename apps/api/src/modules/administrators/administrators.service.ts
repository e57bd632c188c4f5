import type {
  Administrator,
  CompleteInvitationSignupRequest,
  CreateInvitationRequest,
  Invitation,
  InvitationPreview,
  MembershipRole,
  UpdateAdministratorRequest,
} from "@stampwise/contract";
import { INVITATION_VALID_DAYS } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { generateToken, hashPassword, hashToken } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/database-errors";
import { e164OrFieldError } from "../../lib/phone-numbers";
import type { RateLimiter } from "../../lib/rate-limiter";
import * as accounts from "../accounts/accounts.repository";
import { normalizeEmail } from "../accounts/accounts.repository";
import type { UserRow } from "../accounts/users.table";
import type { AuthService, SignedIn } from "../auth/auth.service";
import { emailAlreadyRegistered } from "../auth/auth.service";
import type { EventBus } from "../events/events.bus";
import { ROLE_WORDS, renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import type { MemberRow } from "../organizations/memberships.repository";
import * as team from "../organizations/memberships.repository";
import {
  findOrganization,
  findPhoneCountry,
  phoneCountryOf,
} from "../organizations/organizations.repository";
import type { InvitationWithOrganization } from "./invitations.repository";
import * as invitations from "./invitations.repository";

export const ADMIN_ALREADY_EXISTS_MESSAGE =
  "This email is already an administrator or has a pending invitation";

export interface AdministratorsServiceDeps {
  db: Db;
  config: Config;
  auth: AuthService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  events: Pick<EventBus, "publish">;
  log: FastifyBaseLogger;
}

const lastOwner = () => new AppError(409, "LAST_OWNER", "An organization must keep at least one owner");
const ownerRequired = () =>
  new AppError(403, "OWNER_REQUIRED", "Only an owner of the organization can do this");

export function toAdministratorDto(row: MemberRow): Administrator {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    memberSince: row.createdAt.toISOString(),
  };
}

/**
 * The organization's team: members and their roles, invitations by emailed link, and the rule
 * that an organization always keeps an owner. Every change of the team runs with the
 * organization row locked (`lockTeam`), so concurrent demotions and removals see each other.
 */
export function createAdministratorsService(deps: AdministratorsServiceDeps) {
  const { db, config, mailer } = deps;
  const hashInvitationToken = (token: string) => hashToken(token, `invitation:${config.SESSION_SECRET}`);

  function deliverSoon(): void {
    mailer.deliverDue().catch((error) => deps.log.error({ err: error }, "mail delivery pass failed"));
  }

  /** Runs a team change in a transaction with the organization locked; 404 when it is gone. */
  function changeTeam<T>(organizationId: string, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await team.lockTeam(tx, organizationId))) throw notFound("Organization");
      return work(tx);
    });
  }

  /** An invitation the link names, or the error the invitation page explains. */
  async function openInvitation(token: string): Promise<InvitationWithOrganization> {
    const invitation = await invitations.findInvitationByTokenHash(db, hashInvitationToken(token));
    if (!invitation) throw new AppError(400, "TOKEN_INVALID", "This invitation link is invalid.");
    if (invitation.cancelledAt) {
      throw new AppError(410, "INVITATION_CANCELLED", "This invitation was cancelled.");
    }
    if (invitation.acceptedAt) {
      throw new AppError(410, "TOKEN_USED", "This invitation has already been accepted.");
    }
    if (invitation.expiresAt <= new Date()) {
      throw new AppError(410, "TOKEN_EXPIRED", "This invitation has expired. Ask for a new one.");
    }
    return invitation;
  }

  /** Claims the invitation and makes the account a member, in the caller's transaction. */
  async function joinTeam(tx: Db, invitation: InvitationWithOrganization, userId: string): Promise<void> {
    if (!(await team.lockTeam(tx, invitation.organizationId))) throw notFound("Organization");
    if (!(await invitations.claimInvitation(tx, invitation.id))) {
      throw new AppError(410, "TOKEN_USED", "This invitation has already been accepted.");
    }
    await team.addMember(tx, {
      organizationId: invitation.organizationId,
      userId,
      role: invitation.role,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      // Without one, the account's own number (if any) shows.
      phoneNumber: invitation.phoneNumber ?? undefined,
    });
  }

  return {
    async listMembers(organizationId: string): Promise<Administrator[]> {
      return (await team.listMembers(db, organizationId)).map(toAdministratorDto);
    },

    async listInvitations(organizationId: string): Promise<Invitation[]> {
      const now = new Date();
      return (await invitations.listOpenInvitations(db, organizationId)).map((row) => ({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        role: row.role,
        status: row.expiresAt > now ? "pending" : "expired",
        invitedBy: row.inviterName,
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async invite(
      organizationId: string,
      invitedBy: UserRow,
      input: CreateInvitationRequest,
    ): Promise<Invitation> {
      const email = normalizeEmail(input.email);
      const alreadyExists = () => new AppError(409, "ADMIN_ALREADY_EXISTS", ADMIN_ALREADY_EXISTS_MESSAGE);
      if (await team.hasMemberWithEmail(db, organizationId, email)) throw alreadyExists();
      const organization = await findOrganization(db, organizationId);
      if (!organization) throw notFound("Organization");
      const phoneNumber = input.phoneNumber
        ? e164OrFieldError(input.phoneNumber, phoneCountryOf(organization))
        : null;
      // The mail speaks the person's language when they have an account, else the inviter's.
      const language = (await accounts.findAccountByEmail(db, email))?.language ?? invitedBy.language;
      const token = generateToken();
      const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/invitation?token=${token}`;
      try {
        const row = await db.transaction(async (tx) => {
          await invitations.closeExpiredInvitation(tx, organizationId, email);
          const created = await invitations.createInvitation(tx, {
            organizationId,
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber,
            role: input.role,
            language,
            tokenHash: hashInvitationToken(token),
            invitedBy: invitedBy.id,
            expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000),
          });
          const mail = await renderActionMail("invitation", language, link, {
            firstName: input.firstName,
            inviter: `${invitedBy.firstName} ${invitedBy.lastName}`.trim(),
            organization: organization.name,
            role: ROLE_WORDS[language][input.role],
          });
          await mailer.enqueue(email, mail, tx);
          return created;
        });
        deliverSoon();
        return {
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phoneNumber: row.phoneNumber,
          role: row.role,
          status: "pending",
          invitedBy: `${invitedBy.firstName} ${invitedBy.lastName}`.trim() || null,
          expiresAt: row.expiresAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyExists();
        throw error;
      }
    },

    async cancelInvitation(organizationId: string, invitationId: string): Promise<void> {
      if (!(await invitations.cancelInvitation(db, organizationId, invitationId)))
        throw notFound("Invitation");
    },

    async updateMember(
      organizationId: string,
      userId: string,
      changes: UpdateAdministratorRequest,
    ): Promise<Administrator> {
      const phoneNumber =
        changes.phoneNumber &&
        e164OrFieldError(changes.phoneNumber, await findPhoneCountry(db, organizationId));
      return changeTeam(organizationId, async (tx) => {
        const member = await team.findMember(tx, organizationId, userId);
        if (!member) throw notFound("Administrator");
        const demotesOwner = member.role === "owner" && changes.role === "admin";
        if (demotesOwner && (await team.countOwners(tx, organizationId)) <= 1) throw lastOwner();
        await team.updateMember(tx, organizationId, userId, { ...changes, phoneNumber });
        const updated = await team.findMember(tx, organizationId, userId);
        if (!updated) throw notFound("Administrator");
        return toAdministratorDto(updated);
      });
    },

    /**
     * Owners remove anyone; any member may remove themselves (leave). The counter codes the member
     * showed stop working with the membership (the QR service checks it), and their live streams end.
     */
    async removeMember(
      organizationId: string,
      actor: { userId: string; role: MembershipRole },
      userId: string,
    ): Promise<void> {
      if (actor.role !== "owner" && actor.userId !== userId) throw ownerRequired();
      await changeTeam(organizationId, async (tx) => {
        const member = await team.findMember(tx, organizationId, userId);
        if (!member) throw notFound("Administrator");
        if (member.role === "owner" && (await team.countOwners(tx, organizationId)) <= 1) throw lastOwner();
        await team.removeMember(tx, organizationId, userId);
        // Sent on commit: the member's open streams end in every API process.
        await deps.events.publish(userId, { type: "membership.ended", data: { organizationId } }, tx);
      });
    },

    /** Mails a member a reset link, through the same rules as the forgotten-password form. */
    async sendPasswordReset(organizationId: string, userId: string, context: { ip: string }): Promise<void> {
      const member = await team.findMember(db, organizationId, userId);
      if (!member) throw notFound("Administrator");
      await deps.auth.requestPasswordReset({ email: member.email }, context);
    },

    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await openInvitation(token);
      const account = await accounts.findAccountByEmail(db, invitation.email);
      return {
        organizationName: invitation.organizationName,
        invitedBy: invitation.inviterName,
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
        existingAccount: account?.role ?? null,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /** A signed-in account accepts an invitation sent to its own email address. */
    async accept(token: string, user: UserRow): Promise<{ organizationId: string }> {
      const invitation = await openInvitation(token);
      if (invitation.email !== user.email) {
        throw new AppError(
          403,
          "INVITATION_EMAIL_MISMATCH",
          "This invitation was sent to another email address. Log in with that address to accept it.",
        );
      }
      await db.transaction((tx) => joinTeam(tx, invitation, user.id));
      return { organizationId: invitation.organizationId };
    },

    /**
     * A person without an account completes one from the invitation. The link is checked before
     * the password is hashed, so made-up tokens cost a lookup, not a scrypt.
     */
    async completeSignup(
      input: CompleteInvitationSignupRequest,
      context: { ip: string; userAgent?: string },
    ): Promise<SignedIn & { organizationId: string }> {
      await deps.rateLimiter.consume([
        {
          key: `invitation-signup:ip:${context.ip}`,
          limit: config.LOGIN_RATE_LIMIT_PER_IP,
          windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
        },
      ]);
      const invitation = await openInvitation(input.token);
      if (await accounts.findAccountByEmail(db, invitation.email)) throw emailAlreadyRegistered();
      const passwordHash = await hashPassword(input.password);
      const user = await db
        .transaction(async (tx) => {
          const created = await accounts.createAccount(tx, {
            email: invitation.email,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            role: "admin",
            language: invitation.language,
            passwordHash,
          });
          await joinTeam(tx, invitation, created.id);
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailAlreadyRegistered();
          throw error;
        });
      const signedIn = await deps.auth.startSession(user, context);
      return { ...signedIn, organizationId: invitation.organizationId };
    },
  };
}

export type AdministratorsService = ReturnType<typeof createAdministratorsService>;
