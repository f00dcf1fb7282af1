import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestampTz, volume } from './columns';
import { unitBlockStatusEnum, unitTypeEnum } from './enums';

// The public registry's read side (docs/decisions/011). Nothing here is written by a ledger transaction: a job
// reads the sealed event log in chain order and keeps these tables in step, so writers never wait on them.

/** An issuance's public facts, which every block of it shares: columns of public_units and public_issuances. */
const issuanceFacts = () => ({
  issuedAt: timestampTz('issued_at').notNull(),
  issuanceYear: smallint('issuance_year').notNull(),
  fuelProducer: text('fuel_producer'),
  feedstock: text('feedstock'),
  scheme: text('scheme'),
  /** ISO 3166-1 alpha-2 codes of the product's countries, upper case. */
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * One row per unit block the public may list (active, claimed or expired), with the issuance's public facts
 * copied beside it so that filters and keyset sorts read one narrow table with its own indexes.
 * No registry company name is kept here: the list shows none, so a company's privacy never goes stale in it.
 */
export const publicUnits = pgTable(
  'public_units',
  {
    blockId: uuid('block_id').primaryKey(),
    serial: text('serial').notNull().unique(),
    /** The issuance the block comes from: public_issuances sums up its listed blocks (decision 134). */
    issuanceId: uuid('issuance_id').notNull(),
    unitType: unitTypeEnum('unit_type').notNull(),
    status: unitBlockStatusEnum('status').notNull(),
    typeCode: text('type_code').notNull(),
    volume: volume('volume').notNull(),
    co2Abated: volume('co2_abated').notNull(),
    ...issuanceFacts(),
    productionYear: integer('production_year'),
    retiredAt: timestampTz('retired_at'),
    /**
     * The serial as a search reads it (lower case), found by its trigram index. The fuel producer is searched
     * in public_issuances, once an issuance rather than once a block (decision 134).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(serial)`),
  },
  (t) => [
    // Keyset sorts: (key, serial) so the serial breaks ties and every page boundary is exact. The default
    // sort's index also carries the columns its page needs besides (INCLUDE, migration 0033; drizzle cannot
    // say it), so a page is found in the index alone (decisions 132, 134).
    index('public_units_issued_idx').on(t.issuedAt, t.serial),
    index('public_units_volume_idx').on(t.volume, t.serial),
    // An issuance's blocks of a kind: what public_issuances' kinds are counted from, and the filters by fact.
    index('public_units_issuance_idx').on(t.issuanceId, t.unitType, t.status),
    index('public_units_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One row per issuance with a block in public_units: the facts its blocks share and the kinds of block it has
 * listed, so the unit list finds the issuances a filter selects among thousands of rows, not a million
 * (decision 134). Made from public_units alone, in the same transaction as its blocks' rows.
 */
export const publicIssuances = pgTable(
  'public_issuances',
  {
    issuanceId: uuid('issuance_id').primaryKey(),
    ...issuanceFacts(),
    /** The statuses and the unit types of its listed blocks. */
    statuses: unitBlockStatusEnum('statuses').array().notNull(),
    unitTypes: unitTypeEnum('unit_types').array().notNull(),
    /** The fuel producer as a search reads it (lower case), found by its trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(fuel_producer, ''))`),
  },
  (t) => [
    index('public_issuances_issued_idx').on(t.issuedAt),
    index('public_issuances_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One row per claimed unit block, as the public claimed-units table (/retirement) and its export show it
 * (docs/decisions/110): the claim's public fields and the names of claimant, logistics provider, beneficiaries
 * and fuel producer under the private-name rule (decision 095), written by the publishing job. `companyIds`
 * names every registry company a row shows, so the job rewrites exactly those rows when one changes.
 */
export const publicClaims = pgTable(
  'public_claims',
  {
    blockId: uuid('block_id').primaryKey(),
    serial: text('serial').notNull(),
    unitType: unitTypeEnum('unit_type').notNull(),
    typeCode: text('type_code').notNull(),
    volume: volume('volume').notNull(),
    co2Abated: volume('co2_abated').notNull(),
    retiredAt: timestampTz('retired_at').notNull(),
    retirementYear: integer('retirement_year'),
    retirementCountry: text('retirement_country'),
    claimPurpose: text('claim_purpose'),
    complianceRegime: text('compliance_regime'),
    /** The domain's WITHHELD_NAME when the claimant keeps its name private. */
    claimantName: text('claimant_name').notNull(),
    logisticsProviderName: text('logistics_provider_name'),
    airTransportProviderBeneficiaryName: text('air_transport_provider_beneficiary_name'),
    safceBeneficiaryName: text('safce_beneficiary_name'),
    productionYear: integer('production_year').notNull(),
    /** Null when the issuing company keeps its name private. */
    fuelProducingCompanyName: text('fuel_producing_company_name'),
    productionFeedstock: text('production_feedstock'),
    certificationScheme: text('certification_scheme'),
    companyIds: uuid('company_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Serial, fuel producer and beneficiaries as the public reads them, lower case; a withheld name is not in it. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // The table's one order, newest claim first, with and without the year filter.
    index('public_claims_retired_idx').on(t.retiredAt, t.serial),
    index('public_claims_year_idx').on(t.retirementYear, t.retiredAt, t.serial),
    index('public_claims_company_ids_idx').using('gin', t.companyIds),
    index('public_claims_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A name found in public_claim_names gives its rows newest first, in each column a search reads (decision 134).
    index('public_claims_producer_idx').on(t.fuelProducingCompanyName, t.retiredAt, t.serial),
    index('public_claims_air_beneficiary_idx').on(
      t.airTransportProviderBeneficiaryName,
      t.retiredAt,
      t.serial,
    ),
    index('public_claims_safce_beneficiary_idx').on(t.safceBeneficiaryName, t.retiredAt, t.serial),
  ],
);

/**
 * Every name public_claims has shown as a fuel producer or a beneficiary (never the withheld text): a search
 * for part of a name looks here first, among thousands of names, then reads the rows of the names it found
 * (decision 134). Written with the rows; a name no row shows any more stays, finding nothing.
 */
export const publicClaimNames = pgTable(
  'public_claim_names',
  {
    name: text('name').primaryKey(),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [index('public_claim_names_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** Where the publishing job has read the sealed event log up to (one row, id 1). */
export const publicLogState = pgTable(
  'public_log_state',
  {
    id: smallint('id').primaryKey(),
    lastEventSeq: bigint('last_event_seq', { mode: 'number' }).notNull(),
    /** Leaves in the Merkle tree (log_leaves holds indexes 0 .. treeSize - 1). */
    treeSize: bigint('tree_size', { mode: 'number' }).notNull().default(0),
    /** The landing page's figures as of lastEventSeq, recomputed when an event changes them. */
    statistics: jsonb('statistics'),
    /** Bumped by every full republication (npm run republish): part of the public reads' validator. */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [check('public_log_state_single_row', sql`${t.id} = 1`)],
);

/** The leaves of the public Merkle tree (RFC 9162): one per public event, in chain order, never changed. */
export const logLeaves = pgTable(
  'log_leaves',
  {
    leafIndex: bigint('leaf_index', { mode: 'number' }).primaryKey(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull().unique(),
    kind: text('kind').notNull(),
    serial: text('serial').notNull(),
    /** The leaf's canonical bytes as UTF-8 text (sorted-key JSON): what outsiders hash. */
    leaf: text('leaf').notNull(),
    leafHash: bytea('leaf_hash').notNull(),
  },
  (t) => [index('log_leaves_serial_kind_idx').on(t.serial, t.kind)],
);

/** Hashes of every complete subtree: level 0 are leaf hashes, level L covers leaves [i·2^L, (i+1)·2^L). */
export const logNodes = pgTable(
  'log_nodes',
  {
    level: smallint('level').notNull(),
    nodeIndex: bigint('node_index', { mode: 'number' }).notNull(),
    hash: bytea('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.nodeIndex] })],
);

/** Every checkpoint the registry ever signed (C2SP tlog-checkpoint), kept so any two can be compared. */
export const logCheckpoints = pgTable('log_checkpoints', {
  treeSize: bigint('tree_size', { mode: 'number' }).primaryKey(),
  rootHash: bytea('root_hash').notNull(),
  /** The signed note exactly as served. */
  note: text('note').notNull(),
  signedAt: timestampTz('signed_at').notNull().defaultNow(),
});

/** The log's Ed25519 signing key, generated by the first process that needs it unless configured. */
export const logKeys = pgTable(
  'log_keys',
  {
    id: smallint('id').primaryKey(),
    /** The key name of the signed notes (the log's origin). */
    name: text('name').notNull(),
    /** PKCS#8 DER of the private key. */
    privateKey: bytea('private_key').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [check('log_keys_single_row', sql`${t.id} = 1`)],
);
