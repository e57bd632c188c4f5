import { type SQL, sql } from "drizzle-orm";

/**
 * Why a matched customer (`matched.user_id`, with `person` their user row) can or cannot be
 * reached on `channel.medium`: 'reachable', 'unavailable' (SMS without a provider), 'no_consent'
 * (email or SMS not said yes to), or 'no_confirmed_number' (SMS). The audience inserts the
 * reachable ones; the live count and the statistics count each reason (decision 034).
 */
export function reachReasonOf(options: { organizationId: string; smsAvailable: boolean }): SQL {
  return sql`case
    when channel.medium = 'in_app' then 'reachable'
    when channel.medium = 'sms' and not ${options.smsAvailable}::boolean then 'unavailable'
    when not exists (
      select 1 from marketing_consents consent
      where consent.organization_id = ${options.organizationId} and consent.user_id = matched.user_id
        and consent.channel = channel.medium and consent.granted) then 'no_consent'
    when channel.medium = 'sms' and (person.phone_confirmed_at is null or person.phone_number is null)
      then 'no_confirmed_number'
    else 'reachable' end`;
}

/**
 * The reach as the contract's AudienceReach (jsonb), from `matched` and `candidates` (with their
 * `medium` and `reason`) in scope: one entry per selected channel, in the order email, SMS, in-app,
 * zeros included.
 */
export function reachOfCandidates(media: SQL): SQL {
  return sql`jsonb_build_object(
    'matched', (select count(*) from matched)::int,
    'channels', coalesce((
      select jsonb_agg(per_channel.reach order by array_position(array['email', 'sms', 'in_app'], per_channel.medium))
      from (
        select channel.medium, jsonb_build_object(
          'medium', channel.medium,
          'reachable', count(candidate.user_id) filter (where candidate.reason = 'reachable'),
          'noConsent', count(candidate.user_id) filter (where candidate.reason = 'no_consent'),
          'noConfirmedNumber', count(candidate.user_id) filter (where candidate.reason = 'no_confirmed_number'),
          'unavailable', count(candidate.user_id) filter (where candidate.reason = 'unavailable')) as reach
        from unnest(${media}) as channel(medium)
        left join candidates candidate on candidate.medium = channel.medium
        group by channel.medium) per_channel), '[]'::jsonb))`;
}
