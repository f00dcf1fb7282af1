-- Version 1 of the fee schedule, in force from the registry's first day: the public SAFc Registry fee
-- structure (DESIGN §9), in US cents. Certification body accounts are not named in it: they are charged
-- nothing until an administrator saves a version that says otherwise.
INSERT INTO "fee_schedules" ("id", "version", "effective_from", "currency")
VALUES ('00000000-0000-4000-8000-000000000001', 1, '2000-01-01', 'USD')
ON CONFLICT ("version") DO NOTHING;
--> statement-breakpoint
INSERT INTO "fees" ("schedule_id", "kind", "account_type", "amount_cents")
SELECT s."id", v."kind"::"fee_kind", v."account_type"::"account_type", v."amount_cents"
FROM "fee_schedules" s
CROSS JOIN (VALUES
  ('issuancePerTonne', NULL, 300),
  ('accountYearly', 'fuelProviderHoldingAccount', 300000),
  ('accountYearly', 'airTransportProviderHoldingAccount', 200000),
  ('accountYearly', 'logisticsProviderHoldingAccount', 200000),
  ('accountYearly', 'generalHoldingAccount', 0),
  ('accountYearly', 'certificationBody', 0),
  ('accountReactivation', 'fuelProviderHoldingAccount', 1000000),
  ('accountReactivation', 'airTransportProviderHoldingAccount', 400000),
  ('accountReactivation', 'logisticsProviderHoldingAccount', 400000),
  ('accountReactivation', 'generalHoldingAccount', 0),
  ('accountReactivation', 'certificationBody', 0)
) AS v("kind", "account_type", "amount_cents")
WHERE s."version" = 1
ON CONFLICT ON CONSTRAINT "fees_schedule_kind_account_type_unique" DO NOTHING;
