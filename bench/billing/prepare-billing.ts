import type { Db } from '../../apps/api/src/db/client';
import { sql } from 'drizzle-orm';

/**
 * A registry with `companies` companies, each with one fuel provider account opened on `day` and
 * `issuancesPerCompany` approved issuances that day (a block with its serial each): companies × (1 +
 * issuancesPerCompany) billable events. Written set-based in SQL: the events are what the generator reads,
 * so their hashes are placeholders (the chain is not what is measured).
 */
export async function prepareBillingData(
  db: Db,
  { companies, issuancesPerCompany, day }: { companies: number; issuancesPerCompany: number; day: string },
): Promise<number> {
  const at = sql`(${day}::date + time '12:00')::timestamp at time zone 'UTC'`;
  await db.execute(sql`
    insert into users (id, email, name, onboarding_status)
    values ('00000000-0000-4000-8000-0000000000b1', 'bench@billing.example', 'Bench', 'onboarded')`);
  await db.execute(sql`
    insert into companies (id, name, status, country)
    select md5('company' || n)::uuid, 'Bench Company ' || lpad(n::text, 4, '0'), 'active', 'NO'
      from generate_series(1, ${companies}) n`);
  await db.execute(sql`
    insert into accounts (id, company_id, name, type, status)
    select md5('account' || n)::uuid, md5('company' || n)::uuid, 'Bench Fuel ' || n, 'fuelProviderHoldingAccount', 'active'
      from generate_series(1, ${companies}) n`);
  await db.execute(sql`
    insert into issuances (id, account_id, company_id, initiator_id, status, documentation_type, form, volume,
                           co2_abated, emission_reduction, tier, category, type_code, production_year)
    select md5('issuance' || c || '-' || i)::uuid, md5('account' || c)::uuid, md5('company' || c)::uuid,
           '00000000-0000-4000-8000-0000000000b1', 'approved', 'pos', '{}'::jsonb,
           round((random() * 1000 + 0.001)::numeric, 3), 0, 70, 'A', 2, 'SAFcA-A2-VAL', 2026
      from generate_series(1, ${companies}) c, generate_series(1, ${issuancesPerCompany}) i`);
  await db.execute(sql`
    insert into unit_blocks (serial, unit_type, account_id, issuance_id, volume, category, type_code, co2_abated)
    select 'SAFCA-BENCH-' || lpad(row_number() over ()::text, 7, '0'), 'SAFcA', account_id, id, volume, 2,
           'SAFcA-A2-VAL', 0
      from issuances`);
  // Events: each account opened, then its company's issuances approved, all on `day`.
  await db.execute(sql`
    insert into events (seq, at, company_id, account_id, entity_type, entity_id, type, payload, prev_hash, hash)
    select 1000000 + row_number() over (), ${at}, company_id, id, 'account', id::text, 'AccountCreated',
           jsonb_build_object('status', 'active', 'type', type), 'bench', 'bench'
      from accounts`);
  await db.execute(sql`
    insert into events (seq, at, company_id, account_id, entity_type, entity_id, type, payload, prev_hash, hash)
    select 2000000 + row_number() over (), ${at}, company_id, account_id, 'issuance', id::text, 'IssuanceApproved',
           jsonb_build_object('volume', volume::text), 'bench', 'bench'
      from issuances`);
  await db.execute(sql`analyze`);
  return companies * (1 + issuancesPerCompany);
}
