import { ActionResultSchema, UnitListSchema, UnitSummarySchema, type ActionResult } from '@safc/domain';
import { z } from 'zod';

// Reply shapes of the ledger routes; docs/api/ledger.md describes them for the web.

export { ActionResultSchema, UnitListSchema, UnitSummarySchema };

const LinkedUnitSchema = z
  .object({ id: z.uuid(), serial: z.string(), volume: z.string(), viewable: z.boolean() })
  .meta({ id: 'LinkedUnit' });

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
  holders: z.array(
    z.object({ accountId: z.uuid(), accountName: z.string(), companyId: z.uuid(), companyName: z.string() }),
  ),
  uniqueCompanies: z.number().int(),
  /** The company of the logistics provider a claim names. */
  logisticsProviderName: z.string().nullable(),
  /** A SAFcE's originating SAFcA block (null for a SAFcA); `viewable`: the caller may open its unit page. */
  originSafca: LinkedUnitSchema.nullable(),
  /** A SAFcA's SAFcE, issued from it or from the blocks made from it. */
  safceIssued: z.array(LinkedUnitSchema),
  /** Set when a registry administrator removed the unit as issued in error. */
  removal: z
    .object({ reason: z.string(), removedAt: z.string(), removedByName: z.string().nullable() })
    .nullable(),
}).meta({ id: 'UnitDetail' });

export function actionResultOf(action: {
  id: string;
  type: ActionResult['type'];
  status: ActionResult['status'];
  volume: string | null;
  unitBlockId: string | null;
  issuanceId: string | null;
  sendingAccountId: string | null;
  receivingAccountId: string | null;
  initiatorId: string;
  requiredSignatures: number;
  expiresAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
}): ActionResult {
  return {
    id: action.id,
    type: action.type,
    status: action.status,
    volume: action.volume,
    unitBlockId: action.unitBlockId,
    issuanceId: action.issuanceId,
    sendingAccountId: action.sendingAccountId,
    receivingAccountId: action.receivingAccountId,
    initiatorId: action.initiatorId,
    requiredSignatures: action.requiredSignatures,
    expiresAt: action.expiresAt?.toISOString() ?? null,
    completedAt: action.completedAt?.toISOString() ?? null,
    createdAt: action.createdAt.toISOString(),
  };
}
