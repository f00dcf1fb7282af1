import type { ClaimForm } from '@safc/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { findAccountWithCompany } from '../ledger/ledger-rows';
import { requirePreviousOwner } from './chain-of-custody';
import { resolveBeneficiary } from './claim-beneficiaries';
import { requireWholeCompliance } from './operation-rules';
import { startUnitAction, type UnitActionRequest } from './start-unit-action';

/**
 * Starts a claim (retirement). An air transport provider account retires for itself; any other account
 * retiring on behalf of an air transport provider (an internal "Air Transport Provider beneficiary") waits
 * for that provider's account to accept (DESIGN §5). A SAFcE beneficiary receives the SAFcE of a category-2
 * claim on completion.
 */
export function claimUnits(db: Db, caller: Caller, form: ClaimForm) {
  return startUnitAction(db, caller, claimRequest(form));
}

/** What starting a claim asks of the ledger (one block; a batch makes one per block). */
export function claimRequest(form: ClaimForm): UnitActionRequest {
  const payload: Record<string, unknown> = { ...form };
  return {
    type: 'Claim',
    permission: 'Retire',
    blockId: form.blockId,
    accountId: form.accountId,
    volume: form.volume,
    payload,
    check: async ({ tx, block, account }) => {
      requireWholeCompliance(block, form.volume, 'retire');
      if (form.previousOwnerId) await requirePreviousOwner(tx, block.id, form.previousOwnerId);
      const safc = await resolveBeneficiary(
        tx,
        form.safcClaimBeneficiary,
        'Air Transport Provider beneficiary',
      );
      const serc = await resolveBeneficiary(tx, form.sercClaimBeneficiary, 'SAFcE beneficiary');
      if (serc?.kind === 'internal' && (block.unitType !== 'SAFcA' || block.category !== 2)) {
        throw new AppError(
          'unprocessable',
          block.category === 1
            ? 'Category 1 units (valid for compliance reporting) give no SAFcE'
            : 'SAFcE has already been issued for these units',
          { blockId: block.id, category: block.category },
        );
      }
      if (
        form.logisticsProviderBeneficiary &&
        !(await findAccountWithCompany(tx, form.logisticsProviderBeneficiary))
      ) {
        throw new AppError('unprocessable', 'The logistics provider beneficiary does not exist', {
          logisticsProviderBeneficiary: form.logisticsProviderBeneficiary,
        });
      }
      let receivingAccountId: string | undefined;
      if (safc?.kind === 'internal' && safc.accountId !== account.id) {
        const provider = await findAccountWithCompany(tx, safc.accountId);
        if (provider?.type !== 'airTransportProviderHoldingAccount') {
          throw new AppError(
            'unprocessable',
            'The Air Transport Provider beneficiary must be an air transport provider account',
            {
              ownerId: safc.ownerId,
            },
          );
        }
        receivingAccountId = provider.id;
      }
      payload.previousOwnerId = form.previousOwnerId ?? account.id;
      payload.safcClaimBeneficiary = safc;
      payload.sercClaimBeneficiary = serc;
      return { receivingAccountId };
    },
  };
}
