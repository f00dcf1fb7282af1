import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';

/**
 * Fills the ledger's own tables with `rows` unit blocks, set-based (one INSERT ... SELECT generate_series per
 * table, no API round trip per row: the machine is shared), on top of the demo registry's companies and
 * accounts: 2,000 approved issuances (one fuel producer each, 40 feedstocks, 30 schemes, 60 countries one to
 * three an issuance, over four years) and their blocks, 60 % claimed, 30 % held, 10 % expired, two thirds
 * SAFcA. A claim names one of 20,000 outside air transport beneficiaries, one in five a logistics provider
 * (SkyWays Cargo) and one in ten a SAFcE beneficiary inside the registry (SkyWays). The published tables are
 * then made by `npm run republish`'s own code (run.ts), which is the publishing job's statement over them.
 */
export async function prepareLedgerUnits(db: Db, rows: number): Promise<void> {
  await seedDemoRegistry(db);
  await db.execute(sql`
    insert into issuances (account_id, company_id, initiator_id, status, documentation_type, form, volume,
                           co2_abated, emission_reduction, tier, category, type_code, production_year,
                           created_at, approved_at, batch_fingerprint)
    select a.id, a.company_id, u.id, 'approved', 'pos',
           jsonb_build_object(
             'batch', jsonb_build_object('companyName', 'Fuel Producer ' || n || ' AS'),
             'product', jsonb_build_object(
               'feedStock', jsonb_build_object('name', 'Feedstock ' || (n % 40)),
               'countries', (select jsonb_agg(distinct chr(65 + ((n * k * 7) % 60) / 26) || chr(65 + ((n * k * 7) % 60) % 26))
                               from generate_series(1, 1 + n % 3) k)),
             'certification', jsonb_build_object('scheme', 'SCHEME' || (n % 30))),
           1000000, 3000000, 80, 'A', 2, 'SAFcA-A2-VAL', 2023 + n % 4,
           timestamptz '2023-01-01' + (n::double precision / 2000) * interval '1460 days',
           timestamptz '2023-01-01' + (n::double precision / 2000) * interval '1460 days',
           encode(sha256(convert_to('bench batch ' || n, 'UTF8')), 'hex')
      from generate_series(0, 1999) n,
           accounts a, users u
     where a.name = 'Nordic Renewable Fuels - SAF Production' and u.email = 'initiator@nordicfuels.example'`);
  await db.execute(sql`
    with issued as (select id, row_number() over (order by approved_at, id) - 1 as k, approved_at from issuances
                     where type_code = 'SAFcA-A2-VAL' and volume = 1000000),
         holder as (select id from accounts where name = 'SkyWays Airlines - SAF Portfolio'),
         cargo as (select id from accounts where name = 'SkyWays Cargo Logistics'),
         skyways as (select id from companies where name = 'SkyWays Airlines Ltd')
    insert into unit_blocks (serial, unit_type, account_id, issuance_id, volume, category, type_code, co2_abated,
                             status, retired_at, claim)
    select case when n % 3 = 0 then 'SAFCE' else 'SAFCA' end || '-' || (2023 + n % 4) || '-B' || lpad(n::text, 8, '0'),
           (case when n % 3 = 0 then 'SAFcE' else 'SAFcA' end)::unit_type,
           holder.id, issued.id,
           ((n::bigint * 7919) % 500000) / 1000.0 + 0.5, case when n % 3 = 0 then 3 else 2 end,
           case when n % 3 = 0 then 'SAFcE-A3-VAL' else 'SAFcA-A2-VAL' end,
           ((n::bigint * 7919) % 500000) / 1000.0 * 3.2 + 1.6,
           (case when n % 10 < 6 then 'retired' when n % 10 < 9 then 'active' else 'expired' end)::unit_block_status,
           case when n % 10 < 6 then issued.approved_at + interval '30 days' + (n % 997) * interval '1 minute' end,
           case when n % 10 < 6 then jsonb_strip_nulls(jsonb_build_object(
             'retirementYear', extract(year from issued.approved_at + interval '30 days')::int,
             'retirementCountry', chr(65 + (n % 60) / 26) || chr(65 + (n % 60) % 26),
             'claimPurpose', case when n % 2 = 0 then 'international' else 'domestic' end,
             'complianceRegime', 'Regime ' || (n % 7),
             'safcClaimBeneficiary', jsonb_build_object('kind', 'external',
                'name', 'Beneficiary Airline ' || (n * 13 % 20000), 'email', 'ops' || n || '@beneficiary.example'),
             'logisticsProviderBeneficiary', case when n % 5 = 0 then cargo.id::text end,
             'sercClaimBeneficiary', case when n % 10 = 3 then jsonb_build_object('companyId', skyways.id::text) end)) end
      from generate_series(1, ${rows}) n
      join issued on issued.k = n % 2000
      cross join holder cross join cargo cross join skyways`);
  // Vacuum too: the first read of freshly inserted rows would otherwise set their hint bits (writing every
  // page), which made whichever pass ran first several times slower than the rest.
  await db.execute(sql`vacuum analyze issuances`);
  await db.execute(sql`vacuum analyze unit_blocks`);
}
