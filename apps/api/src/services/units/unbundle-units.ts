import type { IssueMetaForm } from '@safc/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { findAccountWithCompany } from '../ledger/ledger-rows';
import { requireReceivingAccount } from './operation-rules';
import { startUnitAction } from './start-unit-action';

/**
 * Issue-meta (DESIGN §5): unbundles `volume` of a category-2 SAFcA block. On completion the SAFcE of that
 * volume goes into `form.accountId` and the SAFcA part becomes category 3. The block's own account acts.
 */
export function unbundleUnits(db: Db, caller: Caller, form: IssueMetaForm) {
  return startUnitAction(db, caller, {
    type: 'IssueMeta',
    permission: 'Issue',
    blockId: form.blockId,
    accountId: null,
    volume: form.volume,
    receivingAccountId: form.accountId,
    payload: { blockId: form.blockId, volume: form.volume, accountId: form.accountId },
    check: async ({ tx, block }) => {
      if (block.unitType !== 'SAFcA') {
        throw new AppError('unprocessable', 'Only SAFcA units can be unbundled', { blockId: block.id });
      }
      if (block.category !== 2) {
        throw new AppError(
          'unprocessable',
          block.category === 1
            ? 'Category 1 units (valid for compliance reporting) cannot be unbundled'
            : 'SAFcE has already been issued for these units (category 3)',
          { blockId: block.id, category: block.category },
        );
      }
      requireReceivingAccount(
        await findAccountWithCompany(tx, form.accountId),
        'account receiving the SAFcE',
      );
    },
  });
}
