-- Decision 110: the claimed units' public facts in a published table the publishing job keeps (issue 42), and
-- substring search on both published tables through pg_trgm (trusted: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "public_log_state" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_serial_pattern_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_fuel_producer_words_idx";
--> statement-breakpoint
ALTER TABLE "public_units" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(serial || E'\n' || coalesce(fuel_producer, ''))) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "public_units_search_idx" ON "public_units" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "public_claims" (
	"block_id" uuid PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"unit_type" "unit_type" NOT NULL,
	"type_code" text NOT NULL,
	"volume" numeric(20, 3) NOT NULL,
	"co2_abated" numeric(20, 3) NOT NULL,
	"retired_at" timestamp with time zone NOT NULL,
	"retirement_year" integer,
	"retirement_country" text,
	"claim_purpose" text,
	"compliance_regime" text,
	"claimant_name" text NOT NULL,
	"logistics_provider_name" text,
	"air_transport_provider_beneficiary_name" text,
	"safce_beneficiary_name" text,
	"production_year" integer NOT NULL,
	"fuel_producing_company_name" text,
	"production_feedstock" text,
	"certification_scheme" text,
	"company_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_claims_retired_idx" ON "public_claims" USING btree ("retired_at","serial");
--> statement-breakpoint
CREATE INDEX "public_claims_year_idx" ON "public_claims" USING btree ("retirement_year","retired_at","serial");
--> statement-breakpoint
CREATE INDEX "public_claims_company_ids_idx" ON "public_claims" USING gin ("company_ids");
--> statement-breakpoint
CREATE INDEX "public_claims_search_idx" ON "public_claims" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The claims made before this migration, written by the publishing job's own statement
-- (claimRowsSql in services/public-log/refresh-public-claims.ts over every unit block).
with touched as (select * from unit_blocks), gone as (
  delete from public_claims p using touched t where p.block_id = t.id and t.status <> 'retired'
)
insert into public_claims as p (block_id, serial, unit_type, type_code, volume, co2_abated, retired_at, retirement_year, retirement_country, claim_purpose, compliance_regime, claimant_name, logistics_provider_name, air_transport_provider_beneficiary_name, safce_beneficiary_name, production_year, fuel_producing_company_name, production_feedstock, certification_scheme, company_ids, search_text)
select v.*, lower(concat_ws(E'\n', v.serial, v.fuel_producing_company_name,
  nullif(v.air_transport_provider_beneficiary_name, 'Name withheld by the company'::text),
  nullif(v.safce_beneficiary_name, 'Name withheld by the company'::text))) from (
  select b.id, b.serial as "serial", b.unit_type as "unit_type", b.type_code as "type_code", b.volume as "volume", b.co2_abated as "co2_abated", b.retired_at as "retired_at", (b.claim->>'retirementYear')::int as "retirement_year", b.claim->>'retirementCountry' as "retirement_country", b.claim->>'claimPurpose' as "claim_purpose", b.claim->>'complianceRegime' as "compliance_regime", coalesce((case when c.is_name_private then null else c.name end), 'Name withheld by the company'::text) as "claimant_name", case when lc.id is not null then coalesce((case when lc.is_name_private then null else lc.name end), 'Name withheld by the company'::text) end as "logistics_provider_name", coalesce(case when coalesce(b.claim #>> '{safcClaimBeneficiary,ownerId}', b.claim #>> '{safcClaimBeneficiary,accountId}', b.claim #>> '{safcClaimBeneficiary,companyId}') is null
    then nullif(b.claim #>> '{safcClaimBeneficiary,name}', '')
    else (select case when c.is_name_private then null else c.name end from companies c
           where c.id::text = coalesce(b.claim #>> '{safcClaimBeneficiary,companyId}',
             (select a.company_id::text from accounts a where a.id::text = coalesce(b.claim #>> '{safcClaimBeneficiary,accountId}', b.claim #>> '{safcClaimBeneficiary,ownerId}')),
             b.claim #>> '{safcClaimBeneficiary,ownerId}')) end, case when jsonb_typeof(b.claim->'safcClaimBeneficiary') = 'object' then 'Name withheld by the company'::text end) as "air_transport_provider_beneficiary_name", coalesce(case when coalesce(b.claim #>> '{sercClaimBeneficiary,ownerId}', b.claim #>> '{sercClaimBeneficiary,accountId}', b.claim #>> '{sercClaimBeneficiary,companyId}') is null
    then nullif(b.claim #>> '{sercClaimBeneficiary,name}', '')
    else (select case when c.is_name_private then null else c.name end from companies c
           where c.id::text = coalesce(b.claim #>> '{sercClaimBeneficiary,companyId}',
             (select a.company_id::text from accounts a where a.id::text = coalesce(b.claim #>> '{sercClaimBeneficiary,accountId}', b.claim #>> '{sercClaimBeneficiary,ownerId}')),
             b.claim #>> '{sercClaimBeneficiary,ownerId}')) end, case when jsonb_typeof(b.claim->'sercClaimBeneficiary') = 'object' then 'Name withheld by the company'::text end) as "safce_beneficiary_name", i.production_year as "production_year", (select case when c.is_name_private then null else i.form->'batch'->>'companyName' end
   from companies c where c.id = i.company_id) as "fuel_producing_company_name", coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name') as "production_feedstock", i.form->'certification'->>'scheme' as "certification_scheme", array_remove(array[c.id, lc.id, i.company_id,
  (select c.id from companies c
   where c.id::text = coalesce(b.claim #>> '{safcClaimBeneficiary,companyId}',
     (select a.company_id::text from accounts a where a.id::text = coalesce(b.claim #>> '{safcClaimBeneficiary,accountId}', b.claim #>> '{safcClaimBeneficiary,ownerId}')),
     b.claim #>> '{safcClaimBeneficiary,ownerId}')), (select c.id from companies c
   where c.id::text = coalesce(b.claim #>> '{sercClaimBeneficiary,companyId}',
     (select a.company_id::text from accounts a where a.id::text = coalesce(b.claim #>> '{sercClaimBeneficiary,accountId}', b.claim #>> '{sercClaimBeneficiary,ownerId}')),
     b.claim #>> '{sercClaimBeneficiary,ownerId}'))], null)
    from touched b
    join accounts a on a.id = b.account_id
    join companies c on c.id = a.company_id
    join issuances i on i.id = b.issuance_id
    left join accounts la on la.id::text = b.claim->>'logisticsProviderBeneficiary'
    left join companies lc on lc.id = la.company_id
   where b.status = 'retired' and b.retired_at is not null) v
on conflict (block_id) do update set serial = excluded.serial, unit_type = excluded.unit_type, type_code = excluded.type_code, volume = excluded.volume, co2_abated = excluded.co2_abated, retired_at = excluded.retired_at, retirement_year = excluded.retirement_year, retirement_country = excluded.retirement_country, claim_purpose = excluded.claim_purpose, compliance_regime = excluded.compliance_regime, claimant_name = excluded.claimant_name, logistics_provider_name = excluded.logistics_provider_name, air_transport_provider_beneficiary_name = excluded.air_transport_provider_beneficiary_name, safce_beneficiary_name = excluded.safce_beneficiary_name, production_year = excluded.production_year, fuel_producing_company_name = excluded.fuel_producing_company_name, production_feedstock = excluded.production_feedstock, certification_scheme = excluded.certification_scheme, company_ids = excluded.company_ids, search_text = excluded.search_text
  -- A row as it already is stays untouched: a republication or a company's rewrite writes only what changed.
  where (p.serial, p.unit_type, p.type_code, p.volume, p.co2_abated, p.retired_at, p.retirement_year, p.retirement_country, p.claim_purpose, p.compliance_regime, p.claimant_name, p.logistics_provider_name, p.air_transport_provider_beneficiary_name, p.safce_beneficiary_name, p.production_year, p.fuel_producing_company_name, p.production_feedstock, p.certification_scheme, p.company_ids, p.search_text)
        is distinct from (excluded.serial, excluded.unit_type, excluded.type_code, excluded.volume, excluded.co2_abated, excluded.retired_at, excluded.retirement_year, excluded.retirement_country, excluded.claim_purpose, excluded.compliance_regime, excluded.claimant_name, excluded.logistics_provider_name, excluded.air_transport_provider_beneficiary_name, excluded.safce_beneficiary_name, excluded.production_year, excluded.fuel_producing_company_name, excluded.production_feedstock, excluded.certification_scheme, excluded.company_ids, excluded.search_text);
