import type { TransferForm } from '@safc/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { requireReceivingAccount, requireWholeCompliance } from './operation-rules';
import { startUnitAction, type UnitActionRequest } from './start-unit-action';

/** DESIGN §5: a transfer not completed within 72 hours expires and releases its reservation. */
export const TRANSFER_TTL_MS = 72 * 3_600_000;

/** Starts a transfer of part or all of a block to another account; it waits for signatures. */
export function transferUnits(db: Db, caller: Caller, form: TransferForm, now = new Date()) {
  return startUnitAction(db, caller, transferRequest(form, now));
}

/** What starting a transfer asks of the ledger (one block; a batch makes one per block). */
export function transferRequest(form: TransferForm, now: Date): UnitActionRequest {
  return {
    type: 'Transfer',
    permission: 'Transfer',
    blockId: form.blockId,
    accountId: form.accountId,
    volume: form.volume,
    receivingAccountId: form.recipientId,
    payload: { ...form },
    expiresAt: new Date(now.getTime() + TRANSFER_TTL_MS),
    check: ({ block, account, receiving }) => {
      if (form.recipientId === account.id) {
        throw new AppError('unprocessable', 'The receiving account must be another account', {
          recipientId: form.recipientId,
        });
      }
      requireReceivingAccount(receiving, 'receiving account');
      requireWholeCompliance(block, form.volume, 'transfer');
    },
  };
}
