import type { SetupChecklist } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { organizations } from "../organizations/organizations.table";

/**
 * Each step of the setup checklist read from the organization's data in one statement, each an
 * EXISTS on an index by organization: a live stamp card; a counter code shown at least once (a
 * minted instance: shown on a screen, or printed from one); a second member or an invitation not
 * cancelled; a loyalty program.
 */
export async function readSetupChecklist(
  db: Db,
  organizationId: string,
): Promise<SetupChecklist | undefined> {
  const result = await executePrepared(
    db,
    sql`
    select
      exists (select 1 from loyalty_cards c
        where c.organization_id = o.id and c.kind = 'stamp' and c.deleted_at is null) as stamp_card,
      exists (select 1 from qr_code_instances i where i.organization_id = o.id) as counter_code,
      (exists (select 1 from memberships m where m.organization_id = o.id offset 1)
        or exists (select 1 from invitations v
          where v.organization_id = o.id and v.cancelled_at is null)) as team,
      exists (select 1 from loyalty_programs p where p.organization_id = o.id) as loyalty_program,
      o.setup_checklist_dismissed_at is not null as dismissed
    from organizations o where o.id = ${organizationId}`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    steps: {
      stampCard: Boolean(row.stamp_card),
      counterCode: Boolean(row.counter_code),
      team: Boolean(row.team),
      loyaltyProgram: Boolean(row.loyalty_program),
    },
    dismissed: Boolean(row.dismissed),
  };
}

/** Hides the checklist; the first dismissal's time is kept. */
export async function dismissSetupChecklist(db: Db, organizationId: string): Promise<void> {
  await db
    .update(organizations)
    .set({ setupChecklistDismissedAt: sql`coalesce(${organizations.setupChecklistDismissedAt}, now())` })
    .where(eq(organizations.id, organizationId));
}
