import {
  ActionResultSchema,
  UnitDetailSchema,
  UnitListSchema,
  UnitSummarySchema,
  type ActionResult,
} from '@safc/domain';

// Reply shapes of the ledger routes; docs/api/ledger.md describes them for the web.

export { ActionResultSchema, UnitDetailSchema, UnitListSchema, UnitSummarySchema };

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
