import { z } from 'zod';
import { typedText } from '../forms/typed-text';
import { UNIT_BLOCK_STATUSES, UNIT_TYPES } from '../catalogues/statuses';
import { PUBLIC_LIST_STATUSES, PUBLIC_UNIT_SORTS } from '../catalogues/public-units';

export * from '../catalogues/public-units';

// The public unit list and the public unit page (issue 10; paths in docs/decisions/011).

/** The list's filters, as they stand in the page's address and in the export's. */
export const PublicUnitFiltersSchema = z.object({
  unitType: z.enum(UNIT_TYPES).optional(),
  status: z.enum(PUBLIC_LIST_STATUSES).optional(),
  issuanceYear: z.coerce.number().int().min(2000).max(9999).optional(),
  scheme: z.string().trim().min(1).max(40).optional(),
  feedstock: z.string().trim().min(1).max(200).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((code) => code.toUpperCase())
    .optional(),
  search: typedText()
    .min(1)
    .max(100)
    .optional()
    .describe('A serial from its start, or words of the fuel producer'),
  sort: z.enum(PUBLIC_UNIT_SORTS).default('issued-desc'),
});
export type PublicUnitFilters = z.output<typeof PublicUnitFiltersSchema>;

/**
 * Keyset (cursor) paging, shared by the public lists (the unit list and the claimed-units table): no OFFSET
 * and no count of every row, so a deep page costs what the first does.
 */
export const KeysetPagingSchema = z.object({
  after: z.string().max(200).optional().describe('The nextCursor of the page before'),
  before: z.string().max(200).optional().describe('The prevCursor of the page after'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A keyset page of `item`s and the cursors of its neighbours. */
export const keysetPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** Pass as `after` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Pass as `before` for the page before; null on the first page. */
    prevCursor: z.string().nullable(),
  });

export const PublicUnitListQuerySchema = PublicUnitFiltersSchema.extend(KeysetPagingSchema.shape);
export type PublicUnitListQuery = z.output<typeof PublicUnitListQuerySchema>;

/** GET /api/public/units/export: the list's filters and the file's format. */
export const PublicUnitExportQuerySchema = PublicUnitFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type PublicUnitExportQuery = z.output<typeof PublicUnitExportQuerySchema>;

export const PublicUnitListItemSchema = z
  .object({
    id: z.uuid(),
    serial: z.string(),
    unitType: z.enum(UNIT_TYPES),
    typeCode: z.string(),
    status: z.enum(PUBLIC_LIST_STATUSES),
    volume: z.string(),
    co2Abated: z.string(),
    issuanceDate: z.iso.datetime(),
    productionYear: z.number().int().nullable(),
    fuelProducer: z.string().nullable(),
    feedstock: z.string().nullable(),
    scheme: z.string().nullable(),
    countries: z.array(z.string()),
    retiredAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PublicUnitListItem' });
export type PublicUnitListItem = z.infer<typeof PublicUnitListItemSchema>;

export const PublicUnitListSchema = keysetPageSchema(PublicUnitListItemSchema).meta({ id: 'PublicUnitList' });
export type PublicUnitList = z.infer<typeof PublicUnitListSchema>;

/** A company the public page names: by name, or null when the company keeps its name private. */
const publicName = z.string().nullable();

/** The claim fields a correction may change (docs/decisions/039), as the public history names them. */
export const PUBLIC_CLAIM_EDIT_FIELDS = [
  'previousOwner',
  'airTransportProviderBeneficiary',
  'safceBeneficiary',
] as const;

/**
 * One correction of a claim (docs/decisions/094): the version it made and when, and each field it changed.
 * An outside beneficiary is named from and to (its name is public already, never its e-mail address); the
 * previous owner is an account, which the public never sees, so it reads only as changed (null, null).
 */
export const PublicClaimEditSchema = z.object({
  version: z.number().int(),
  changedAt: z.iso.datetime(),
  changes: z.array(
    z.object({
      field: z.enum(PUBLIC_CLAIM_EDIT_FIELDS),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
});
export type PublicClaimEdit = z.infer<typeof PublicClaimEditSchema>;

export const PublicClaimSchema = z.object({
  claimedAt: z.iso.datetime().nullable(),
  retirementYear: z.number().int().nullable(),
  retirementCountry: z.string().nullable(),
  claimPurpose: z.string().nullable(),
  complianceRegime: z.string().nullable(),
  claimant: publicName,
  airTransportProviderBeneficiary: publicName,
  safceBeneficiary: publicName,
  logisticsProvider: publicName,
  /** 1 as first saved; each signed correction adds one. */
  version: z.number().int(),
  /** The corrections, oldest first: the claim's edit history. */
  edits: z.array(PublicClaimEditSchema),
});
export type PublicClaim = z.infer<typeof PublicClaimSchema>;

export const PublicUnitPageSchema = z
  .object({
    id: z.uuid(),
    serial: z.string(),
    unitType: z.enum(UNIT_TYPES),
    typeCode: z.string(),
    status: z.enum(UNIT_BLOCK_STATUSES),
    volume: z.string(),
    co2Abated: z.string(),
    category: z.number().int(),
    sustainabilityTier: z.string().nullable(),
    emissionReduction: z.string().nullable(),
    /** The fossil baseline the emission reduction is measured against, as the certificate declares it (gCO2e/MJ). */
    declaredBaseline: z.string().nullable(),
    issuanceDate: z.iso.datetime(),
    expirationDate: z.iso.datetime().nullable(),
    removedAt: z.iso.datetime().nullable(),
    fuel: z.object({
      producer: z.string().nullable(),
      productionYear: z.number().int().nullable(),
      feedstock: z.string().nullable(),
      countries: z.array(z.string()),
      scheme: z.string().nullable(),
      conversionProcess: z.string().nullable(),
    }),
    /** Chain of custody as counts: holders are never named here (issue 10). */
    custody: z.object({ companies: z.number().int(), accounts: z.number().int() }),
    /** The block it was made from (split, transfer, claim) and the blocks made from it, by serial. */
    parentSerial: z.string().nullable(),
    childSerials: z.array(z.string()),
    claim: PublicClaimSchema.nullable(),
  })
  .meta({ id: 'PublicUnitPage' });
export type PublicUnitPage = z.infer<typeof PublicUnitPageSchema>;

/** A unit's serial: SAFCA (or SAFCE), the year, and up to 12 digits. */
export const UNIT_SERIAL_PATTERN = /^SAFC[AE]-\d{4}-\d{1,12}$/i;
const UNIT_SERIAL_MAX_LENGTH = 23;
const UNIT_SERIAL_MESSAGE = 'A unit serial such as SAFCA-2026-000123';

const unitSerial = z
  .string()
  .trim()
  .max(UNIT_SERIAL_MAX_LENGTH, { message: UNIT_SERIAL_MESSAGE, abort: true })
  .regex(UNIT_SERIAL_PATTERN, UNIT_SERIAL_MESSAGE)
  .transform((serial) => serial.toUpperCase());

export const PublicUnitSerialParamsSchema = z.object({ serial: unitSerial });

/**
 * A unit named by serial (the public page's address) or by id (the signed-in view's): the certificate is
 * downloaded from both. Reads as `{ serial }` or `{ id }`.
 */
export const PublicUnitRefParamsSchema = z.object({
  unit: z
    .union([z.uuid().transform((id) => ({ id })), unitSerial.transform((serial) => ({ serial }))], {
      error: 'A unit serial such as SAFCA-2026-000123, or a unit id',
    })
    .describe('A unit serial such as SAFCA-2026-000123, or a unit id'),
});
