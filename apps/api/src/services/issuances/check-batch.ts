import { batchFingerprint, type BatchCheck, type BatchCheckRequest, type BatchPart } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findAccountWithCompany } from '../ledger/ledger-rows';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { heldParts } from './batch-holders';

/**
 * The issue wizard's question before it submits (decision 096): is this batch, or this document, already held
 * by an issuance here? Asked only by someone who may issue into the account, and answered in the words the
 * submission's 409 would use, so another company's issuance is never named. Nothing is written: the submission
 * is refused by the database, whatever this answered a moment before.
 */
export async function checkBatch(
  db: DbOrTx,
  caller: Caller,
  request: BatchCheckRequest,
): Promise<BatchCheck> {
  const account = await findAccountWithCompany(db, request.accountId);
  if (!account) throw AppError.notFound('Account not found', { accountId: request.accountId });
  requireCan(caller, 'Issue', 'Unit', unitsOf(account));
  const held = await heldParts(
    db,
    {
      batchFingerprint: request.batch ? await batchFingerprint(request.batch) : undefined,
      documentSha256: request.documentSha256,
    },
    account.companyId,
  );
  const useOf = (part: BatchPart) => {
    const holder = held.find((entry) => entry.part === part);
    return { free: !holder, message: holder?.message ?? null };
  };
  return {
    ...(request.batch && { batch: useOf('batch') }),
    ...(request.documentSha256 && { document: useOf('document') }),
  };
}
