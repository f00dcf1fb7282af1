import type { SplitForm } from '@safc/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { exceeds } from '../ledger/decimal-volumes';
import { startUnitAction } from './start-unit-action';

/** Starts a split of a block into `volume` and the rest, both staying in the account. */
export function splitUnits(db: Db, caller: Caller, form: SplitForm) {
  return startUnitAction(db, caller, {
    type: 'Split',
    permission: 'Split',
    blockId: form.blockId,
    accountId: form.accountId,
    volume: form.volume,
    payload: { ...form },
    check: ({ block }) => {
      if (block.category === 1) {
        throw new AppError(
          'unprocessable',
          'Category 1 units (valid for compliance reporting) cannot be split',
          {
            blockId: block.id,
            category: 1,
          },
        );
      }
      if (!exceeds(block.volume, form.volume)) {
        throw new AppError('unprocessable', `A split must leave a rest: choose less than ${block.volume} t`, {
          blockId: block.id,
          volume: block.volume,
        });
      }
    },
  });
}
