import type { EventPayloadInput } from '@safc/domain';
import {
  addChild,
  issueSafce,
  restOf,
  safceIssued,
  type Children,
  type Completion,
  type Scope,
} from './completion';
import { retypeCode } from './insert-child-block';
import { type NewEvent } from '../events/record-events';

/**
 * Claim: the claimed part is retired with the claim details; with an internal SAFcE beneficiary on a
 * category-2 SAFcA block it becomes category 3 and the SAFcE of the volume goes to the beneficiary.
 */
export function claimChildren(c: Completion, scope: Scope): Promise<Children> {
  const form = c.action.payload as Record<string, unknown>;
  const serc = form.sercClaimBeneficiary as
    { kind: string; accountId?: string; companyId?: string } | undefined;
  const givesSafce = serc?.kind === 'internal' && c.block.unitType === 'SAFcA' && c.block.category === 2;
  // The action's payload is the claim form as checked when the claim started (claimFormSchema).
  const claim = {
    retirementYear: form.retirementYear as number,
    retirementCountry: form.retirementCountry as string,
    retirementOnRegistryYear: (form.retirementOnRegistryYear as number | undefined) ?? c.now.getUTCFullYear(),
    claimPurpose: (form.claimPurpose as string | undefined) ?? null,
    complianceRegime: (form.complianceRegime as string | undefined) ?? null,
    logisticsProviderBeneficiary: (form.logisticsProviderBeneficiary as string | undefined) ?? null,
    previousOwnerId: (form.previousOwnerId as string | undefined) ?? null,
    safcClaimBeneficiary: (form.safcClaimBeneficiary as Record<string, unknown> | undefined) ?? null,
    sercClaimBeneficiary: (form.sercClaimBeneficiary as Record<string, unknown> | undefined) ?? null,
    actionId: c.action.id,
  } satisfies Partial<EventPayloadInput<'UnitClaimed'>>;
  const restBlock = restOf(c);
  const retired = addChild(c, c.block, {
    accountId: c.block.accountId,
    volume: c.moved,
    co2Abated: c.movedCo2,
    status: 'retired',
    claim,
    retiredAt: c.now,
    category: givesSafce ? 3 : c.block.category,
    typeCode: givesSafce ? retypeCode(c.block.typeCode, 'SAFcA', 3) : c.block.typeCode,
    createdByActionId: c.action.id,
  });
  const safce = givesSafce && serc?.accountId ? issueSafce(c, retired, serc.accountId) : undefined;
  const events = (): NewEvent[] => [
    {
      type: 'UnitClaimed',
      ...scope,
      entityType: 'unitBlock',
      entityId: c.block.id,
      payload: {
        serial: c.block.serial,
        retired: retired.serial,
        remainder: restBlock?.serial ?? null,
        volume: c.moved,
        ...claim,
      },
    },
    ...(safce && serc?.accountId
      ? [safceIssued(scope, safce, serc.accountId, serc.companyId, { claimedFrom: retired.serial })]
      : []),
  ];
  return Promise.resolve({ restBlock, events });
}
