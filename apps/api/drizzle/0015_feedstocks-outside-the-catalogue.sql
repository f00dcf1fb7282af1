-- Issue 11 #7, docs/decisions/036: the feedstock catalogue keeps only names it can source. A stored issue form
-- that named a retired entry becomes "Other" with the same words, so every page, export and public leaf that
-- shows coalesce(otherFeedStock, name) reads exactly as before, and the tier (which reads the stored flag
-- wasCertifiedAsProductionResidue, kept as it was) does not move. Keep this list equal to
-- RETIRED_FEEDSTOCK_NAMES in packages/domain/src/catalogues/feedstocks.ts.
UPDATE "issuances"
SET "form" = jsonb_set(
  "form",
  '{product,feedStock}',
  ("form"->'product'->'feedStock')
    || jsonb_build_object('name', 'Other', 'otherFeedStock', "form"->'product'->'feedStock'->>'name')
)
WHERE "form"->'product'->'feedStock'->>'name' IN (
  'Brown grease (trap grease)',
  'Soapstock and acid oils',
  'Spent bleaching earth oil',
  'Fish oil from fish processing residues',
  'Bacteria',
  'Captured carbon (carbon capture and utilisation)'
);
