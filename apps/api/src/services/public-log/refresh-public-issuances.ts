import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

// public_issuances sums up public_units by issuance (decision 134): the public facts its listed blocks share
// and the kinds of block it has listed, so the unit list's filters by fact choose among issuances, not blocks.
// It is made from public_units alone, after that table's rows are written, in the same transaction.

/** The columns a refresh writes (issuance_id is the key; search_text is generated from them). */
const WRITTEN = [
  'issued_at',
  'issuance_year',
  'fuel_producer',
  'feedstock',
  'scheme',
  'countries',
  'statuses',
  'unit_types',
];

/**
 * Brings the public_issuances rows of the issuances `issuances` selects (a query of one uuid column) in step
 * with their blocks in public_units: written afresh when it lists any, deleted when it lists none.
 */
export async function refreshPublicIssuances(tx: Tx, issuances: SQL): Promise<void> {
  await tx.execute(sql`
    with named as (select distinct x.id from (${issuances}) as x(id) where x.id is not null),
    summed as (
      select n.id, f.issued_at, f.issuance_year, f.fuel_producer, f.feedstock, f.scheme, f.countries,
             k.statuses, k.unit_types
        from named n
        -- The facts are the issuance's, the same on every block of it: any one block tells them.
        cross join lateral (select issued_at, issuance_year, fuel_producer, feedstock, scheme, countries
                              from public_units u where u.issuance_id = n.id limit 1) f
        -- Each (unit type, status) the list shows, looked up in public_units_issuance_idx: six probes an
        -- issuance however many blocks it has.
        cross join lateral (
          select array_agg(distinct s order by s) as statuses, array_agg(distinct t order by t) as unit_types
            from unnest(enum_range(null::unit_type)) t,
                 unnest(array['active', 'retired', 'expired']::unit_block_status[]) s
           where exists (select 1 from public_units u where u.issuance_id = n.id and u.unit_type = t and u.status = s)) k
    ),
    gone as (
      delete from public_issuances p using named n
       where p.issuance_id = n.id and not exists (select 1 from summed s where s.id = n.id)
    )
    insert into public_issuances as p (issuance_id, ${sql.raw(WRITTEN.join(', '))})
    select id, ${sql.raw(WRITTEN.join(', '))} from summed
    on conflict (issuance_id) do update set ${sql.raw(WRITTEN.map((column) => `${column} = excluded.${column}`).join(', '))}
      -- A row as it already is stays untouched: most batches change no issuance's facts or kinds.
      where (${sql.raw(WRITTEN.map((column) => `p.${column}`).join(', '))})
            is distinct from (${sql.raw(WRITTEN.map((column) => `excluded.${column}`).join(', '))})`);
}
