import type { SetupChecklist } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import * as checklists from "./setup-checklist.repository";

/** The dashboard's checklist for a new organization: read from its data, hidden by an owner. */
export function createSetupChecklistService({ db }: { db: Db }) {
  async function read(organizationId: string): Promise<SetupChecklist> {
    const checklist = await checklists.readSetupChecklist(db, organizationId);
    if (!checklist) throw notFound("Organization");
    return checklist;
  }

  return {
    read,
    async dismiss(organizationId: string): Promise<SetupChecklist> {
      await checklists.dismissSetupChecklist(db, organizationId);
      return read(organizationId);
    },
  };
}

export type SetupChecklistService = ReturnType<typeof createSetupChecklistService>;
