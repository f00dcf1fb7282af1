import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlArray } from '../../db/sql-array';
import { publicFuelProducer } from '../public/public-names';
import { refreshPublicIssuances } from './refresh-public-issuances';

/**
 * Brings public_units in step with the blocks an event named: the block itself and the blocks made from it
 * (an operation supersedes the block it names and creates its children, DESIGN §4). Listed blocks are
 * written with their issuance's public facts; a block that left the list (superseded, removed) is deleted.
 */
export async function refreshPublicUnits(tx: Tx, blockIds: readonly string[]): Promise<void> {
  if (blockIds.length === 0) return;
  const ids = sqlArray(blockIds, 'uuid');
  const blocks = sql`select * from unit_blocks where id = any(${ids}) or parent_id = any(${ids})`;
  await writeUnits(tx, blocks);
  await refreshPublicIssuances(tx, sql`select issuance_id from (${blocks}) b`);
}

/**
 * The same for every unit block of the ledger, without summing up their issuances: a republication
 * (republish.ts) writes into empty tables, and sums up every issuance once they are indexed.
 */
export async function writeEveryPublicUnit(tx: Tx): Promise<void> {
  await writeUnits(tx, sql`select * from unit_blocks`);
}

/** The columns a refresh writes (block_id is the key; search_text is generated from them). */
const WRITTEN = [
  'serial',
  'issuance_id',
  'unit_type',
  'status',
  'type_code',
  'volume',
  'co2_abated',
  'issued_at',
  'issuance_year',
  'production_year',
  'fuel_producer',
  'feedstock',
  'scheme',
  'countries',
  'retired_at',
];

/** Writes the public_units rows of the unit blocks `blocks` selects, every column afresh. */
async function writeUnits(tx: Tx, blocks: SQL): Promise<void> {
  await tx.execute(sql`
    with touched as (${blocks}), gone as (
      delete from public_units p using touched t
       where p.block_id = t.id and t.status::text not in ('active', 'retired', 'expired')
    )
    insert into public_units as p (block_id, serial, issuance_id, unit_type, status, type_code, volume, co2_abated,
                              issued_at, issuance_year, production_year, fuel_producer, feedstock, scheme, countries,
                              retired_at)
    select t.id, t.serial, t.issuance_id, t.unit_type, t.status, t.type_code, t.volume, t.co2_abated,
           coalesce(i.approved_at, i.created_at),
           extract(year from coalesce(i.approved_at, i.created_at) at time zone 'UTC')::smallint,
           i.production_year,
           ${publicFuelProducer('i')},
           coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name'),
           i.form->'certification'->>'scheme',
           case when jsonb_typeof(i.form->'product'->'countries') = 'array'
                then array(select upper(c) from jsonb_array_elements_text(i.form->'product'->'countries') c)
                else '{}'::text[] end,
           t.retired_at
      from touched t join issuances i on i.id = t.issuance_id
     where t.status::text in ('active', 'retired', 'expired') and i.status = 'approved'
    on conflict (block_id) do update set ${sql.raw(WRITTEN.map((column) => `${column} = excluded.${column}`).join(', '))}
      -- A row as it already is stays untouched: a republication writes only what changed.
      where (${sql.raw(WRITTEN.map((column) => `p.${column}`).join(', '))})
            is distinct from (${sql.raw(WRITTEN.map((column) => `excluded.${column}`).join(', '))})`);
}

/**
 * Rewrites the fuel producer of every listed block the companies issued, after a company changed (its name
 * made private or public again): the list, its filters and its export never hold a name withheld since.
 */
export async function refreshCompanyPublicUnits(tx: Tx, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const issued = sql`select id from issuances where company_id = any(${sqlArray(companyIds, 'uuid')})`;
  await tx.execute(sql`
    update public_units p set fuel_producer = ${publicFuelProducer('i')}
      from issuances i where p.issuance_id = i.id and i.id in (${issued})`);
  await refreshPublicIssuances(tx, issued);
}
