-- Rows every registry needs from its first start, whether or not the demo is seeded.

-- The event chain starts from seq 0 and a hash of 64 zeros: the first event's prev_hash.
INSERT INTO "event_chain_head" ("id", "seq", "hash")
VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint

-- The default fee schedule (DESIGN §9, the public SAFc Registry fee structure), in US cents.
-- Certification body accounts are not named in it: they are charged nothing until an administrator says otherwise.
INSERT INTO "fees" ("kind", "account_type", "amount_cents", "currency") VALUES
  ('issuancePerTonne', NULL, 300, 'USD'),
  ('accountYearly', 'fuelProviderHoldingAccount', 300000, 'USD'),
  ('accountYearly', 'airTransportProviderHoldingAccount', 200000, 'USD'),
  ('accountYearly', 'logisticsProviderHoldingAccount', 200000, 'USD'),
  ('accountYearly', 'generalHoldingAccount', 0, 'USD'),
  ('accountYearly', 'certificationBody', 0, 'USD'),
  ('accountReactivation', 'fuelProviderHoldingAccount', 1000000, 'USD'),
  ('accountReactivation', 'airTransportProviderHoldingAccount', 400000, 'USD'),
  ('accountReactivation', 'logisticsProviderHoldingAccount', 400000, 'USD'),
  ('accountReactivation', 'generalHoldingAccount', 0, 'USD'),
  ('accountReactivation', 'certificationBody', 0, 'USD')
ON CONFLICT ON CONSTRAINT "fees_kind_account_type_unique" DO NOTHING;
