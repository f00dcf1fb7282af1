import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { volume } from './columns';
import { unitTypeEnum } from './enums';

// The public statistics (issue 42, docs/decisions/113), kept by the publishing job like public_units: never
// written by a ledger transaction, never read from the ledger per request.

/**
 * One row per unit block the statistics count (active, claimed or expired, of an approved issuance), with the
 * facts it is counted under. The job subtracts a block's row from public_statistics before it rewrites the
 * row and adds it back after, so the aggregate follows the ledger by deltas, never by a recount.
 */
export const publicStatisticUnits = pgTable('public_statistic_units', {
  blockId: uuid('block_id').primaryKey(),
  unitType: unitTypeEnum('unit_type').notNull(),
  volume: volume('volume').notNull(),
  co2Abated: volume('co2_abated').notNull(),
  /** The first day of the month its issuance was approved (UTC), as the public list's issuance date. */
  issuedMonth: date('issued_month').notNull(),
  /** The first day of the month it was claimed (UTC); null while not claimed. */
  claimedMonth: date('claimed_month'),
  /** '' where the issuance stated none (NOT_STATED_KEY). */
  feedstock: text('feedstock').notNull(),
  process: text('process').notNull(),
  tier: text('tier').notNull(),
  /** The lower bound of its emission reduction's band of 10 points (0 to 100). */
  reductionBand: smallint('reduction_band').notNull(),
  /** The product's countries (ISO 3166-1 alpha-2, upper case, no repeats); empty when none stated. */
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  claimCountry: text('claim_country'),
});

/**
 * The sums by what a series is grouped by, per month and unit type: a series over any period is a sum over a
 * few rows of this table (at most months × 2 × keys), read by its primary key's prefix.
 */
export const publicStatistics = pgTable(
  'public_statistics',
  {
    dimension: text('dimension').notNull(),
    month: date('month').notNull(),
    unitType: unitTypeEnum('unit_type').notNull(),
    key: text('key').notNull(),
    issuedTonnes: volume('issued_tonnes').notNull().default('0'),
    claimedTonnes: volume('claimed_tonnes').notNull().default('0'),
    co2eAbatedTonnes: volume('co2e_abated_tonnes').notNull().default('0'),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.month, t.unitType, t.key] })],
);
