import type { TargetRules } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";
import { reachOfCandidates, reachReasonOf } from "../../targeting/reach-sql";
import { targetGroups } from "../../targeting/target-groups.table";
import { buildTargetQuery } from "../../targeting/targeting.compiler";
import type { CommunicationRow } from "../communications.table";

/**
 * Adds the customers the communication's target group selects now as `pending` deliveries, one
 * per customer and selected channel, in ONE statement over the compiled targeting query (no loop
 * per customer). A channel a customer has not consented to (email, SMS) is never selected, nor SMS
 * without a confirmed number, nor SMS at all when no provider can send it; in-app needs no consent
 * (decision 018). A delivery that exists already is left alone (the unique index), so instant
 * snapshots, continuous matches and sweeps can run at once and each customer still gets it once.
 * Answers the deliveries it added.
 *
 * Evaluated whole (no `userIds`: the activation, a sweep), the same statement also keeps whom each
 * channel could reach and why the rest could not, for the statistics (decision 034).
 *
 * `userIds` restricts the evaluation to those customers: a posting re-evaluates only its customer.
 */
export async function addMatchingRecipients(
  tx: Db,
  communication: Pick<CommunicationRow, "id" | "organizationId" | "targetGroupId" | "media">,
  options: { now: Date; userIds?: string[]; smsAvailable?: boolean },
): Promise<{ id: string; userId: string; medium: string }[]> {
  if (!communication.targetGroupId || communication.media.length === 0) return [];
  if (options.userIds?.length === 0) return [];
  const [group] = await tx
    .select({ rules: targetGroups.rules })
    .from(targetGroups)
    .where(eq(targetGroups.id, communication.targetGroupId));
  if (!group) return [];
  const matched = await buildTargetQuery(tx, {
    organizationId: communication.organizationId,
    rules: group.rules as TargetRules,
    now: options.now,
    userIds: options.userIds,
  });
  const organizationId = communication.organizationId;
  const media = sql`${`{${communication.media.join(",")}}`}::text[]`;
  const keepReach = options.userIds === undefined;
  const rows = await queryRows<{ id: string; user_id: string; medium: string }>(
    tx,
    sql`
    with matched as materialized (${matched}),
    candidates as (
      select matched.user_id, channel.medium, person.email, person.phone_number,
        ${reachReasonOf({ organizationId, smsAvailable: options.smsAvailable ?? true })} as reason
      from matched
      join users person on person.id = matched.user_id
      cross join unnest(${media}) as channel(medium)),
    kept as (
      insert into communication_reach (communication_id, organization_id, reach, counted_at)
      select ${communication.id}, ${organizationId}, ${reachOfCandidates(media)}, now()
      where ${keepReach}::boolean
      on conflict (communication_id) do update set reach = excluded.reach, counted_at = excluded.counted_at)
    insert into user_communications (organization_id, communication_id, user_id, medium, address)
    select ${organizationId}, ${communication.id}, candidates.user_id, candidates.medium,
      case candidates.medium when 'email' then candidates.email when 'sms' then candidates.phone_number end
    from candidates
    where candidates.reason = 'reachable'
    on conflict (communication_id, user_id, medium) do nothing
    returning id, user_id, medium`,
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, medium: row.medium }));
}
