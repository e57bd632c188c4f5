import type { SetupChecklist } from "@stampwise/contract";
import { notFound } from "../../lib/app-error";
import type { SetupChecklistRepository } from "./setup-checklist.repository";

/** The dashboard's checklist for a new organization: read from its data, hidden by an owner. */
export function createSetupChecklistService({ checklists }: { checklists: SetupChecklistRepository }) {
  async function read(organizationId: string): Promise<SetupChecklist> {
    const checklist = await checklists.read(organizationId);
    if (!checklist) throw notFound("Organization");
    return checklist;
  }

  return {
    read,
    async dismiss(organizationId: string): Promise<SetupChecklist> {
      await checklists.dismiss(organizationId);
      return read(organizationId);
    },
  };
}

export type SetupChecklistService = ReturnType<typeof createSetupChecklistService>;
