import {
  COMMUNICATION_TRANSITIONS,
  type Communication,
  type CommunicationListItem,
  type CommunicationProblem,
  type CommunicationStatus,
  type CreateCommunicationRequest,
  CreateCommunicationRequestSchema,
  communicationProblems,
  COMMUNICATION_VALIDATION_MESSAGES as M,
  type UpdateCommunicationRequest,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import * as repository from "./communications.repository";
import { type CommunicationFilters, toCommunicationDto } from "./communications.repository";
import type { CommunicationRow, communications } from "./communications.table";

type Changes = Partial<typeof communications.$inferInsert>;

const readOnly = () =>
  new AppError(409, "COMMUNICATION_READ_ONLY", "The communication is sending: pause it before changing it");
const scheduled = () =>
  new AppError(
    409,
    "COMMUNICATION_SCHEDULED",
    "The communication is scheduled: cancel the schedule to change it",
  );
const incomplete = (issues: CommunicationProblem[]) =>
  new AppError(400, "COMMUNICATION_INCOMPLETE", "The communication is not ready to send", { issues });

/**
 * Communications and their status machine: draft → scheduled (at a time; cancel returns
 * it to draft) → active (by the activation job at that time) → inactive (paused) → active again.
 * An active communication is read-only, a scheduled one changes only by cancelling the schedule.
 * One the jobs gave up on is `failed` (with its reason): it may be edited, scheduled again or
 * taken back to draft.
 */
export function createCommunicationsService(deps: {
  db: Db;
  /** Reactivating resumes sending what waited while paused. */
  triggerDelivery: () => Promise<void>;
  /** Scheduling asks for the activation job's run at the scheduled time. */
  activateAt: (at: Date) => Promise<void>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkTargetGroup(organizationId: string, targetGroupId: string | null | undefined, tx: Db) {
    if (!targetGroupId) return;
    if (!(await repository.targetGroupExists(tx, organizationId, targetGroupId))) {
      throw validationError([{ path: "targetGroupId", message: "Target group not found" }]);
    }
  }

  /** The fields a change sets; an unselected channel's content is dropped. */
  function fieldChanges(row: CommunicationRow | undefined, body: UpdateCommunicationRequest): Changes {
    const set: Changes = {};
    for (const key of ["title", "content", "targetGroupId", "deliveryType"] as const) {
      if (body[key] !== undefined) Object.assign(set, { [key]: body[key] });
    }
    if (body.scheduledFor !== undefined)
      set.scheduledFor = body.scheduledFor ? new Date(body.scheduledFor) : null;
    const media = body.media ?? row?.media ?? [];
    if (body.media !== undefined) set.media = media;
    const keep = (
      medium: (typeof media)[number],
      given: string | undefined,
      stored: string | null | undefined,
    ) => (media.includes(medium) ? (given ?? stored ?? "") : null);
    set.emailSubject = keep("email", body.email?.subject, row?.emailSubject);
    set.emailBody = keep("email", body.email?.body, row?.emailBody);
    set.smsMessage = keep("sms", body.sms?.message, row?.smsMessage);
    set.inAppTitle = keep("in_app", body.inApp?.title, row?.inAppTitle);
    set.inAppBody = keep("in_app", body.inApp?.body, row?.inAppBody);
    return set;
  }

  /** What blocks sending the communication as it would be after `set`. */
  function problemsOf(row: CommunicationRow): CommunicationProblem[] {
    const dto = toCommunicationDto(row);
    return communicationProblems(dto);
  }

  function checkTransition(row: CommunicationRow, to: CommunicationStatus, merged: CommunicationRow) {
    if (!COMMUNICATION_TRANSITIONS[row.status].includes(to)) {
      throw new AppError(
        409,
        "COMMUNICATION_STATUS_CHANGE",
        `A communication that is ${row.status} cannot become ${to}`,
        { from: row.status, to },
      );
    }
    if (to === "scheduled" || to === "active") {
      const problems = problemsOf(merged);
      if (to === "scheduled") {
        if (!merged.scheduledFor) problems.push({ path: "scheduledFor", message: M.scheduledForRequired });
        else if (merged.scheduledFor.getTime() <= now().getTime()) {
          problems.push({ path: "scheduledFor", message: M.scheduledForPast });
        }
      }
      if (problems.length > 0) throw incomplete(problems);
    }
  }

  return {
    async list(organizationId: string, filters: CommunicationFilters): Promise<CommunicationListItem[]> {
      return repository.listCommunications(db, organizationId, filters);
    },

    async get(organizationId: string, id: string): Promise<Communication> {
      const row = await repository.findCommunication(db, organizationId, id);
      if (!row) throw notFound("Communication");
      return toCommunicationDto(row);
    },

    async create(
      organizationId: string,
      userId: string,
      request: CreateCommunicationRequest,
    ): Promise<Communication> {
      const body = CreateCommunicationRequestSchema.parse(request);
      return db.transaction(async (tx) => {
        await checkTargetGroup(organizationId, body.targetGroupId, tx);
        const set = fieldChanges(undefined, { ...body, media: body.media });
        const row = await repository.insertCommunication(tx, {
          organizationId,
          createdBy: userId,
          title: body.title,
          deliveryType: body.deliveryType,
          ...set,
        });
        return toCommunicationDto(row);
      });
    },

    /**
     * Changes fields, status, or both, under the row's lock (two admins pausing and editing at
     * once see each other's result). Fields change only in draft or paused; a status change is
     * checked against the status machine and, to scheduled or active, against what sending needs.
     */
    async update(
      organizationId: string,
      id: string,
      body: UpdateCommunicationRequest,
    ): Promise<Communication> {
      const updated = await db.transaction(async (tx) => {
        const row = await repository.findCommunication(tx, organizationId, id, true);
        if (!row) throw notFound("Communication");
        const { status, ...fields } = body;
        const changesFields = Object.values(fields).some((value) => value !== undefined);
        // Cancelling a schedule and editing in one request is fine: the edit lands on the draft.
        const statusForEdit = status === "draft" && row.status === "scheduled" ? "draft" : row.status;
        if (changesFields) {
          if (statusForEdit === "active") throw readOnly();
          if (statusForEdit === "scheduled") throw scheduled();
          await checkTargetGroup(organizationId, fields.targetGroupId, tx);
        }
        const set = changesFields ? fieldChanges(row, fields) : {};
        const merged: CommunicationRow = { ...row, ...(set as Partial<CommunicationRow>) };
        if (status !== undefined && status !== row.status) {
          checkTransition(row, status, merged);
          set.status = status;
          // Leaving `failed` (scheduled again, or back to draft) starts its jobs' count afresh.
          Object.assign(set, { jobFailures: 0, failureCode: null, failedAt: null });
        }
        if (Object.keys(set).length === 0) return toCommunicationDto(row);
        return toCommunicationDto(await repository.updateCommunication(tx, organizationId, id, set));
      });
      if (body.status === "active") await deps.triggerDelivery();
      if (body.status === "scheduled" && updated.status === "scheduled" && updated.scheduledFor)
        await deps.activateAt(new Date(updated.scheduledFor));
      return updated;
    },

    /** Deleting takes its delivery records with it; one that is sending must be paused first. */
    async remove(organizationId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repository.findCommunication(tx, organizationId, id, true);
        if (!row) throw notFound("Communication");
        if (row.status === "active") {
          throw new AppError(409, "COMMUNICATION_ACTIVE", "Pause the communication before deleting it");
        }
        await repository.deleteCommunication(tx, organizationId, id);
      });
    },
  };
}

export type CommunicationsService = ReturnType<typeof createCommunicationsService>;
