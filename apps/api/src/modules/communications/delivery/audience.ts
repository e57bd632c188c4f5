import type { TargetRules } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";
import { buildTargetQuery } from "../../targeting/targeting.compiler";
import { type CommunicationRow, targetGroups } from "../communications.table";

/**
 * Adds the customers the communication's target group selects now as `pending` deliveries, one
 * per customer and selected channel, in ONE statement over the compiled targeting query (no loop
 * per customer). A channel a customer has not consented to (email, SMS) is never selected, nor SMS
 * without a confirmed number; in-app needs no consent. A delivery that exists already
 * is left alone (the unique index), so instant snapshots, continuous matches and sweeps can run
 * at once and each customer still gets it once. Answers the deliveries it added.
 *
 * `userIds` restricts the evaluation to those customers: a posting re-evaluates only its customer.
 */
export async function addMatchingRecipients(
  tx: Db,
  communication: Pick<CommunicationRow, "id" | "organizationId" | "targetGroupId" | "media">,
  options: { now: Date; userIds?: string[] },
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
  const consented = (channel: "email" | "sms") => sql`exists (
    select 1 from marketing_consents consent
    where consent.organization_id = ${organizationId} and consent.user_id = matched.user_id
      and consent.channel = ${channel} and consent.granted)`;
  const rows = await queryRows<{ id: string; user_id: string; medium: string }>(
    tx,
    sql`
    insert into user_communications (organization_id, communication_id, user_id, medium, address)
    select ${organizationId}, ${communication.id}, matched.user_id, channel.medium,
      case channel.medium when 'email' then person.email when 'sms' then person.phone_number end
    from (${matched}) matched
    join users person on person.id = matched.user_id
    cross join unnest(${`{${communication.media.join(",")}}`}::text[]) as channel(medium)
    where channel.medium = 'in_app'
      or (channel.medium = 'email' and ${consented("email")})
      or (channel.medium = 'sms' and person.phone_confirmed_at is not null
          and person.phone_number is not null and ${consented("sms")})
    on conflict (communication_id, user_id, medium) do nothing
    returning id, user_id, medium`,
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, medium: row.medium }));
}
