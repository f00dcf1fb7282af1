-- Issue 42, decision 113: the public statistics, kept by the publishing job. public_statistic_units holds each
-- counted block's facts (what the job subtracts before it rewrites a block), public_statistics their sums per
-- dimension, month, unit type and key. Both are filled here from the ledger as the job would count it
-- (refreshPublicStatistics / rebuildPublicStatistics in apps/api/src/services/public-log/refresh-public-statistics.ts
-- say what each column means; this is the same query, as of this migration).
CREATE TABLE "public_statistic_units" (
  "block_id" uuid PRIMARY KEY NOT NULL,
  "unit_type" "unit_type" NOT NULL,
  "volume" numeric(20, 3) NOT NULL,
  "co2_abated" numeric(20, 3) NOT NULL,
  "issued_month" date NOT NULL,
  "claimed_month" date,
  "feedstock" text NOT NULL,
  "process" text NOT NULL,
  "tier" text NOT NULL,
  "reduction_band" smallint NOT NULL,
  "countries" text[] DEFAULT '{}'::text[] NOT NULL,
  "claim_country" text
);--> statement-breakpoint
CREATE TABLE "public_statistics" (
  "dimension" text NOT NULL,
  "month" date NOT NULL,
  "unit_type" "unit_type" NOT NULL,
  "key" text NOT NULL,
  "issued_tonnes" numeric(20, 3) DEFAULT '0' NOT NULL,
  "claimed_tonnes" numeric(20, 3) DEFAULT '0' NOT NULL,
  "co2e_abated_tonnes" numeric(20, 3) DEFAULT '0' NOT NULL,
  "units" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "public_statistics_dimension_month_unit_type_key_pk" PRIMARY KEY ("dimension", "month", "unit_type", "key")
);--> statement-breakpoint
INSERT INTO "public_statistic_units"
  SELECT b.id, b.unit_type, b.volume, b.co2_abated,
         date_trunc('month', coalesce(i.approved_at, i.created_at) at time zone 'UTC')::date,
         CASE WHEN b.status = 'retired' THEN date_trunc('month', coalesce(b.retired_at, b.created_at) at time zone 'UTC')::date END,
         coalesce(trim(coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name')), ''),
         coalesce(trim(i.form->'product'->>'conversionProcess'), ''),
         i.tier::text,
         least(greatest(floor(i.emission_reduction / 10) * 10, 0), 100)::smallint,
         CASE WHEN jsonb_typeof(i.form->'product'->'countries') = 'array'
              THEN array(SELECT DISTINCT upper(trim(c)) FROM jsonb_array_elements_text(i.form->'product'->'countries') c
                          WHERE trim(c) <> '' ORDER BY 1)
              ELSE '{}'::text[] END,
         CASE WHEN b.status = 'retired' THEN upper(nullif(trim(b.claim->>'retirementCountry'), '')) END
    FROM unit_blocks b JOIN issuances i ON i.id = b.issuance_id
   WHERE b.status IN ('active', 'retired', 'expired') AND i.status = 'approved';--> statement-breakpoint
INSERT INTO "public_statistics" (dimension, month, unit_type, key, issued_tonnes, claimed_tonnes, co2e_abated_tonnes, units)
  SELECT d.dimension, d.month, u.unit_type, d.key, sum(d.issued), sum(d.claimed), sum(d.co2e), sum(d.units)::integer
    FROM public_statistic_units u
    CROSS JOIN LATERAL (
      SELECT u.issued_month, x.dimension, x.key, u.volume, 0::numeric, u.co2_abated, 1
        FROM (VALUES ('month', to_char(u.issued_month, 'YYYY-MM')), ('feedstock', u.feedstock),
                     ('process', u.process), ('tier', u.tier), ('reduction', u.reduction_band::text)) x(dimension, key)
      UNION ALL
      SELECT u.issued_month, 'producingCountry', c, u.volume, 0, u.co2_abated, 1
        FROM unnest(CASE WHEN cardinality(u.countries) = 0 THEN array[''] ELSE u.countries END) c
      UNION ALL
      SELECT u.claimed_month, x.dimension, x.key, 0, u.volume, 0, 0
        FROM (VALUES ('month', to_char(u.claimed_month, 'YYYY-MM')), ('feedstock', u.feedstock),
                     ('process', u.process), ('tier', u.tier), ('reduction', u.reduction_band::text)) x(dimension, key)
        WHERE u.claimed_month IS NOT NULL
      UNION ALL
      SELECT u.claimed_month, 'claimCountry', coalesce(u.claim_country, ''), 0, u.volume, u.co2_abated, 1
        WHERE u.claimed_month IS NOT NULL
      UNION ALL
      SELECT u.claimed_month, 'producingCountry', c, 0, u.volume, 0, 0
        FROM unnest(CASE WHEN cardinality(u.countries) = 0 THEN array[''] ELSE u.countries END) c
        WHERE u.claimed_month IS NOT NULL
    ) d(month, dimension, key, issued, claimed, co2e, units)
   GROUP BY d.dimension, d.month, u.unit_type, d.key;
