import { payloadKey, type AccountType, type BillingPeriod, type FeeKind } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';

/** One fee that fell due in a period and is on no invoice that is not void. */
export interface BillableItemRow extends Record<string, unknown> {
  event_id: string;
  occurrence: number;
  kind: FeeKind;
  billed_on: string;
  quantity: string;
  serial: string | null;
  account_id: string;
  account_name: string;
  account_type: AccountType;
  company_id: string;
  company_name: string;
  fee_schedule_id: string;
  fee_version: number;
  unit_cents: string;
}

/**
 * What the event log says is billable in a period (issue 9), priced with the fee version in force on the
 * day each fee fell due, ordered by company so invoices can be written as the rows stream by:
 * - an issuance approved (IssuanceApproved, payload.volume tonnes) on its day, per tonne;
 * - an account's yearly fee on the day it opened (its first event with payload.status 'active':
 *   AccountCreated, or AccountUpdated when an AccountCreateRequest was approved) and on each anniversary
 *   while neither the account nor its company was closed by then (docs/decisions/013);
 * - a re-activation (AccountUnblocked) on its day, by account type.
 * Fees of 0 make no line. The unique index invoice_lines_billed_once backs the NOT EXISTS below.
 */
// The payload fields billing reads, named through the event types' schemas (packages/domain/src/events).
const ISSUED_VOLUME = sql.raw(`'${payloadKey('IssuanceApproved', 'volume')}'`);
const ACCOUNT_STATUS = sql.raw(
  `'${payloadKey('AccountCreated', 'status') && payloadKey('AccountUpdated', 'status')}'`,
);

export function billableItemsQuery(period: BillingPeriod, companyId: string | undefined): SQL {
  const from = sql`${period.periodStart}::date`;
  const to = sql`${period.periodEnd}::date`;
  const startsAt = sql`(${from}::timestamp at time zone 'UTC')`;
  const endsBefore = sql`((${to} + 1)::timestamp at time zone 'UTC')`;
  const dayOf = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
  return sql`
    with issued as (
      select e.id as event_id, 0 as occurrence, 'issuancePerTonne'::fee_kind as kind,
             ${dayOf(sql`e.at`)} as billed_on, e.account_id, (e.payload->>${ISSUED_VOLUME})::numeric(20,3) as quantity,
             b.serial
        from events e
        -- The issuance's own block: its one SAFcA block without a parent (docs/decisions/004).
        left join unit_blocks b
          on b.issuance_id = e.entity_id::uuid and b.parent_id is null and b.unit_type = 'SAFcA'
       where e.type = 'IssuanceApproved' and e.at >= ${startsAt} and e.at < ${endsBefore}
    ),
    reactivated as (
      select e.id, 0, 'accountReactivation'::fee_kind, ${dayOf(sql`e.at`)}, e.account_id, 1::numeric(20,3), null::text
        from events e
       where e.type = 'AccountUnblocked' and e.at >= ${startsAt} and e.at < ${endsBefore}
    ),
    opened as (
      select distinct on (e.account_id) e.id as event_id, e.account_id, ${dayOf(sql`e.at`)} as opened_on
        from events e
       where e.type in ('AccountCreated', 'AccountUpdated') and e.payload->>${ACCOUNT_STATUS} = 'active'
         and e.account_id is not null and e.at < ${endsBefore}
       order by e.account_id, e.seq
    ),
    anniversaries as (
      select o.event_id, k.year as occurrence, (o.opened_on + make_interval(years => k.year))::date as billed_on,
             o.account_id
        from opened o
       cross join lateral generate_series(
               greatest(0, extract(year from ${from})::int - extract(year from o.opened_on)::int - 1),
               extract(year from ${to})::int - extract(year from o.opened_on)::int) as k(year)
    ),
    yearly as (
      select y.event_id, y.occurrence, 'accountYearly'::fee_kind, y.billed_on, y.account_id, 1::numeric(20,3), null::text
        from anniversaries y
        join accounts a on a.id = y.account_id
       where y.billed_on between ${from} and ${to}
         -- Two NOT EXISTS rather than one with OR: each can use its index (events by account, by company).
         and not exists (
           select 1 from events c
            where c.account_id = y.account_id and c.type = 'AccountClosed' and ${dayOf(sql`c.at`)} <= y.billed_on)
         and not exists (
           select 1 from events c
            where c.company_id = a.company_id and c.type = 'CompanyClosed' and ${dayOf(sql`c.at`)} <= y.billed_on)
    ),
    items as (select * from issued union all select * from reactivated union all select * from yearly),
    -- The version in force, looked up once per day rather than once per row (a month has 31 days).
    versions as (
      select d.billed_on, s.id as fee_schedule_id, s.version as fee_version
        from (select distinct billed_on from items) d
       cross join lateral (
         select fs.id, fs.version from fee_schedules fs
          where fs.effective_from <= d.billed_on order by fs.version desc limit 1) s
    ),
    priced as (
      select i.*, a.company_id, a.name as account_name, a.type as account_type, v.fee_schedule_id, v.fee_version,
             -- A scalar lookup, not a join: joined, fees' "is not distinct from" misled the row estimates
             -- into nested loops over companies × items.
             (select f.amount_cents from fees f
               where f.schedule_id = v.fee_schedule_id and f.kind = i.kind
                 and f.account_type is not distinct from (case when i.kind = 'issuancePerTonne' then null else a.type end)
             ) as unit_cents
        from items i
        join accounts a on a.id = i.account_id
        join versions v on v.billed_on = i.billed_on
       where ${companyId ? sql`a.company_id = ${companyId}::uuid` : sql`true`}
         and not exists (
           select 1 from invoice_lines l
            where l.event_id = i.event_id and l.occurrence = i.occurrence and not l.voided)
    )
    select i.event_id::text as event_id, i.occurrence::int4 as occurrence, i.kind::text as kind,
           i.billed_on::text as billed_on, i.quantity::text as quantity, i.serial,
           i.account_id::text as account_id, i.account_name, i.account_type::text as account_type,
           c.id::text as company_id, c.name as company_name,
           i.fee_schedule_id::text as fee_schedule_id, i.fee_version::int4 as fee_version,
           i.unit_cents::text as unit_cents
      from priced i
      join companies c on c.id = i.company_id
     where i.unit_cents > 0
     order by c.name, c.id, i.billed_on, i.kind, i.event_id, i.occurrence`;
}
