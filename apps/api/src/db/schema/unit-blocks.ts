import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, jsonb, pgSequence, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { actions } from './actions';
import { createdAt, timestampTz, volume } from './columns';
import { unitBlockStatusEnum, unitTypeEnum } from './enums';
import { issuances } from './issuances';
import { users } from './users';

/** Numbers the serials (SAFCA-2026-000123). A sequence never hands a number out twice, even on rollback. */
export const unitSerialSeq = pgSequence('unit_serial_seq', { startWith: 1, increment: 1 });

// Blocks never change volume: an operation supersedes the block it takes from and creates children, so
// parent_id links form the chain of custody. A SAFcE block carries the issuance_id of the SAFcA issuance
// it was unbundled or claimed from (see checkLedgerInvariant).
export const unitBlocks = pgTable(
  'unit_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: text('serial').notNull().unique(),
    unitType: unitTypeEnum('unit_type').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    issuanceId: uuid('issuance_id')
      .notNull()
      .references(() => issuances.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => unitBlocks.id),
    volume: volume('volume').notNull(),
    /** Held by pending actions; free volume = volume - reserved_volume. */
    reservedVolume: volume('reserved_volume').notNull().default('0'),
    status: unitBlockStatusEnum('status').notNull().default('active'),
    category: smallint('category').notNull(),
    typeCode: text('type_code').notNull(),
    co2Abated: volume('co2_abated').notNull(),
    /** Internal note (SetComment). */
    comment: text('comment'),
    /** Set when retired: retirementYear, retirementCountry, claimPurpose, complianceRegime, beneficiaries. */
    claim: jsonb('claim'),
    retiredAt: timestampTz('retired_at'),
    /** End of the validity period, set on issuance and inherited by children (docs/decisions/009). */
    expiresAt: timestampTz('expires_at'),
    /** Set when a registry administrator removes a unit issued in error: a state, never a deletion. */
    removalReason: text('removal_reason'),
    removedAt: timestampTz('removed_at'),
    removedById: uuid('removed_by_id').references(() => users.id),
    createdByActionId: uuid('created_by_action_id').references((): AnyPgColumn => actions.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('unit_blocks_volume_positive', sql`${t.volume} > 0`),
    check(
      'unit_blocks_reserved_volume_range',
      sql`${t.reservedVolume} >= 0 and ${t.reservedVolume} <= ${t.volume}`,
    ),
    check('unit_blocks_category', sql`${t.category} in (1, 2, 3)`),
    check('unit_blocks_co2_abated_not_negative', sql`${t.co2Abated} >= 0`),
    index('unit_blocks_account_status_idx').on(t.accountId, t.status),
    index('unit_blocks_parent_idx').on(t.parentId),
    index('unit_blocks_issuance_idx').on(t.issuanceId),
    index('unit_blocks_status_idx').on(t.status),
    // The expiry job's scan: active blocks whose validity period has ended.
    index('unit_blocks_active_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // The public claimed-units table's keyset pages (newest claim first) and its export's order.
    index('unit_blocks_retired_idx')
      .on(t.retiredAt, t.serial)
      .where(sql`${t.status} = 'retired'`),
  ],
);
