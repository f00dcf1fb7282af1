import { z } from 'zod';
import { LIST_MODES, UNIT_BLOCK_STATUSES, UNIT_TYPES } from '../catalogues/statuses';
import { ActionResultSchema } from './actions';

// The holdings list (GET /api/units) and the block summary every unit answer starts from.

const tonnes = z.string().describe('Decimal string, 3 decimals');

export const UnitSummarySchema = z
  .object({
    id: z.uuid(),
    serial: z.string(),
    unitType: z.enum(UNIT_TYPES),
    status: z.enum(UNIT_BLOCK_STATUSES),
    accountId: z.uuid(),
    accountName: z.string(),
    companyId: z.uuid(),
    companyName: z.string(),
    parentId: z.uuid().nullable(),
    issuanceId: z.uuid(),
    volume: tonnes,
    reservedVolume: tonnes,
    freeVolume: tonnes,
    co2Abated: tonnes,
    freeCo2Abated: tonnes,
    /**
     * t/m3 of the block's neat SAF, for amounts entered in litres or gallons: its issuance's mass over its neat
     * volume to 6 decimals, or the forms spec's default 0.8 when the issuer gave no volume.
     */
    density: z.string(),
    category: z.number().int(),
    typeCode: z.string(),
    verifiedTypeCode: z.string(),
    sustainabilityTier: z.string(),
    emissionReduction: z.string(),
    productionYear: z.number().int(),
    fuelProducingCompanyName: z.string().nullable(),
    feedstockCountries: z.array(z.string()),
    certificationScheme: z.string().nullable(),
    productionFeedstock: z.string().nullable(),
    batchNumber: z.string().nullable(),
    issuanceDate: z.string(),
    expirationDate: z.string().nullable(),
    retiredAt: z.string().nullable(),
    claim: z.record(z.string(), z.unknown()).nullable(),
    comment: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'UnitSummary' });
export type UnitSummary = z.infer<typeof UnitSummarySchema>;

/** Rows of one page of the holdings list; the web asks for this many at a time. */
export const UNIT_LIST_PAGE_SIZE = 200;
export const UNIT_LIST_MAX_PAGE_SIZE = 1000;

/**
 * One row of the holdings list. The chain of custody (mode tree) is sent flat, in the order it reads (each
 * block under the block it came from, depth-first): a chain 10,000 splits deep is 10,000 rows, never a nesting
 * 10,000 levels deep that a parser or validator would walk recursively.
 */
export const UnitListItemSchema = UnitSummarySchema.extend({
  /** 0 for a root of the chain (and every row of mode single); a block's depth is its parent's plus one. */
  depth: z.number().int().min(0),
  /** False for blocks of the chain held by another account (or not matching the filters): shown for custody. */
  inAccount: z.boolean(),
}).meta({ id: 'UnitListItem' });
export type UnitListItem = z.infer<typeof UnitListItemSchema>;

export const UnitListSchema = z
  .object({
    mode: z.enum(LIST_MODES),
    items: z.array(UnitListItemSchema),
    /** Rows of the whole list (every page): blocks in mode single, blocks of the chains in mode tree. */
    total: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'UnitList' });
export type UnitList = z.infer<typeof UnitListSchema>;

/** A unit across an unbundling; `viewable`: the caller may open its unit page (else its public page). */
export const LinkedUnitSchema = z
  .object({ id: z.uuid(), serial: z.string(), volume: z.string(), viewable: z.boolean() })
  .meta({ id: 'LinkedUnit' });
export type LinkedUnit = z.infer<typeof LinkedUnitSchema>;

export const UnitHolderSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
});
export type UnitHolder = z.infer<typeof UnitHolderSchema>;

export const UnitRemovalRecordSchema = z.object({
  reason: z.string(),
  removedAt: z.string(),
  removedByName: z.string().nullable(),
});
export type UnitRemovalRecord = z.infer<typeof UnitRemovalRecordSchema>;

/**
 * GET /api/units/{id} and the answer of POST /api/units/{id}/remove: the block, its issuance's form sections
 * as submitted (checked by the issue form's schema then, so sent as stored), the Results step's figures
 * recomputed from them, its holders and its links across an unbundling.
 */
export const UnitDetailSchema = UnitSummarySchema.extend({
  issuance: z.object({
    id: z.uuid(),
    documentationType: z.string(),
    assuranceLevel: z.string(),
    batch: z.unknown(),
    blending: z.unknown(),
    supplier: z.unknown(),
    certification: z.unknown(),
    product: z.unknown(),
    greenhouseGas: z.unknown(),
  }),
  results: z.record(z.string(), z.unknown()).nullable(),
  /** CORSIA's ER of this block in t CO2 (the results' is the whole issuance's); null without a CORSIA scheme. */
  corsiaEmissionsReduction: z.string().nullable(),
  holders: z.array(UnitHolderSchema),
  uniqueCompanies: z.number().int(),
  /** The company of the logistics provider a claim names. */
  logisticsProviderName: z.string().nullable(),
  /** A SAFcE's originating SAFcA block (null for a SAFcA); `viewable`: the caller may open its unit page. */
  originSafca: LinkedUnitSchema.nullable(),
  /** A SAFcA's SAFcE, issued from it or from the blocks made from it. */
  safceIssued: z.array(LinkedUnitSchema),
  /** Set when a registry administrator removed the unit as issued in error. */
  removal: UnitRemovalRecordSchema.nullable(),
}).meta({ id: 'UnitDetail' });
export type UnitDetail = z.infer<typeof UnitDetailSchema>;

/**
 * PATCH /api/units/{id}/claim: the claimed block, each field the correction changes (from and to) and the
 * ClaimEdit action that now awaits the account's signatures (null when nothing changes: nothing started).
 * The claim changes only with the last signature (docs/decisions/094).
 */
export const ClaimEditedSchema = z
  .object({
    blockId: z.uuid(),
    serial: z.string(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    action: ActionResultSchema.nullable(),
  })
  .meta({ id: 'ClaimEdited' });
export type ClaimEdited = z.infer<typeof ClaimEditedSchema>;
