import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, timestampTz, updatedAt, volume } from './columns';
import { companies } from './companies';
import {
  assuranceLevelEnum,
  documentationTypeEnum,
  issuanceStatusEnum,
  sustainabilityTierEnum,
  unitTypeEnum,
} from './enums';
import { users } from './users';

// One issue form submitted for one fuel batch. Its figures are computed by @safc/domain when the form is
// submitted and stored here, so the unit view and the public pages never recompute them.
export const issuances = pgTable(
  'issuances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id),
    status: issuanceStatusEnum('status').notNull().default('pendingSignature'),
    unitType: unitTypeEnum('unit_type').notNull().default('SAFcA'),
    documentationType: documentationTypeEnum('documentation_type').notNull(),
    assuranceLevel: assuranceLevelEnum('assurance_level').notNull().default('VAL'),
    /** The whole issue form (batch, blending, supplier, certification, product, greenhouseGas...). */
    form: jsonb('form').notNull(),
    volume: volume('volume').notNull(),
    co2Abated: volume('co2_abated').notNull(),
    /** Percent versus the jet-fuel baseline. */
    emissionReduction: numeric('emission_reduction', { precision: 8, scale: 3 }).notNull(),
    /** gCO2e/MJ */
    adjustedLca: numeric('adjusted_lca', { precision: 12, scale: 3 }),
    tier: sustainabilityTierEnum('tier').notNull(),
    category: smallint('category').notNull(),
    typeCode: text('type_code').notNull(),
    productionYear: integer('production_year').notNull(),
    requiredSignatures: integer('required_signatures').notNull().default(1),
    /** The administrator's question and the initiator's answer while clarification is requested. */
    clarification: jsonb('clarification'),
    /**
     * The batch fingerprint (docs/batch-fingerprint.md), the same in every registry. Null only for an issuance
     * submitted before issue 40 whose batch an older one already held (decision 096).
     */
    batchFingerprint: text('batch_fingerprint'),
    /** SHA-256 of the proof-of-sustainability document's bytes; null for the demo's issuances, which have none. */
    documentSha256: text('document_sha256'),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestampTz('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('issuances_volume_positive', sql`${t.volume} > 0`),
    check('issuances_co2_abated_not_negative', sql`${t.co2Abated} >= 0`),
    check('issuances_category', sql`${t.category} in (1, 2, 3)`),
    check('issuances_required_signatures_positive', sql`${t.requiredSignatures} >= 1`),
    check('issuances_batch_fingerprint_hex', sql`${t.batchFingerprint} ~ '^[0-9a-f]{64}$'`),
    check('issuances_document_sha256_hex', sql`${t.documentSha256} ~ '^[0-9a-f]{64}$'`),
    // One batch, one issuance (decision 096): while an issuance is not rejected or cancelled it holds its batch
    // and its document, and the database refuses a second holder however two submissions interleave.
    uniqueIndex('issuances_batch_fingerprint_held')
      .on(t.batchFingerprint)
      .where(sql`${t.status} not in ('rejected', 'cancelled')`),
    uniqueIndex('issuances_document_sha256_held')
      .on(t.documentSha256)
      .where(sql`${t.status} not in ('rejected', 'cancelled')`),
    index('issuances_account_idx').on(t.accountId),
    index('issuances_company_idx').on(t.companyId),
    index('issuances_status_idx').on(t.status),
  ],
);
