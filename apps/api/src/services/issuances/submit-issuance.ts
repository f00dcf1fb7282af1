import { createHash, randomUUID } from 'node:crypto';
import { batchFingerprint, computeIssuanceResults, type FileType, type IssueRequest } from '@safc/domain';
import type { Db } from '../../db/client';
import { actions, issuances, uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { actionReadiness } from '../ledger/action-readiness';
import { storedIssuanceFigures } from './issuance-figures';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { accountWithCompany } from '../ledger/ledger-rows';
import { eventTransaction, recordEvents } from '../events/record-events';
import { batchInUseError } from './batch-holders';

export interface IssuanceDocument {
  originalName: string;
  bytes: Buffer;
  /** Judged from the content (magic bytes). */
  fileType: FileType;
}

const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/**
 * Submits the issue form (DESIGN §5): only a fuel provider holding account issues SAFcA. The figures are
 * recomputed here from the form, never taken from the browser. The issuance waits for signatures, then
 * for a registry administrator; only approval creates the block. A batch is issued once (decision 096): the
 * issuance holds its batch fingerprint and its document's hash, and the database refuses a second holder.
 */
export async function submitIssuance(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  form: IssueRequest,
  document: IssuanceDocument,
) {
  const results = computeIssuanceResults(form);
  const { scheme, certificateNumber } = form.certification;
  const hashes = {
    batchFingerprint: await batchFingerprint({
      scheme,
      certificateNumber,
      batchNumber: form.batch.batchNumber,
    }),
    // From the bytes received, never from anything the client says of them.
    documentSha256: createHash('sha256').update(document.bytes).digest('hex'),
  };
  const storageKey = `issuances/${randomUUID()}`;
  // The bytes go first: a failed transaction leaves an orphan file that is removed below, never a row
  // pointing at nothing.
  await storage.put(storageKey, document.bytes, db);
  try {
    return await eventTransaction(db, async (tx) => {
      const account = await accountWithCompany(tx, form.accountId);
      const readiness = await actionReadiness(tx, account.id, caller.user.id);
      if (readiness?.reasons.includes('CompanyBlocked')) {
        throw AppError.forbidden(`${account.companyName} is not active and cannot issue units`, {
          reason: 'CompanyBlocked',
        });
      }
      requireCan(caller, 'Issue', 'Unit', unitsOf(account));
      if (account.type !== 'fuelProviderHoldingAccount') {
        throw new AppError('unprocessable', 'Only a fuel provider holding account issues SAFcA', {
          accountId: account.id,
          accountType: account.type,
        });
      }
      if (readiness?.reasons.includes('NotEnoughApprovers')) {
        throw new AppError(
          'unprocessable',
          `The account needs ${readiness.requiredSignatures} signature(s) from someone other than you, and has ${readiness.possibleSigners} possible signer(s)`,
          { reason: 'NotEnoughApprovers' },
        );
      }

      const [issuance] = await tx
        .insert(issuances)
        .values({
          accountId: account.id,
          companyId: account.companyId,
          initiatorId: caller.user.id,
          unitType: 'SAFcA',
          documentationType: form.documentationType,
          assuranceLevel: form.assuranceLevel,
          ...storedIssuanceFigures(form, results),
          productionYear: form.batch.productionYear,
          requiredSignatures: account.requiredSignatures,
          ...hashes,
        })
        // Nothing inserted: an issuance not rejected or cancelled holds the batch or the document. A concurrent
        // submission of the same batch waits here for the other to commit or roll back; so of two, one is taken.
        .onConflictDoNothing()
        .returning();
      if (!issuance) throw await batchInUseError(tx, hashes, account.companyId);
      await tx.insert(uploads).values({
        purpose: 'issuanceDocument',
        storageKey,
        originalName: document.originalName.slice(0, 255),
        contentType: CONTENT_TYPES[document.fileType],
        sizeBytes: document.bytes.length,
        sha256: hashes.documentSha256,
        uploadedBy: caller.user.id,
        companyId: account.companyId,
        accountId: account.id,
        issuanceId: issuance.id,
      });
      const [action] = await tx
        .insert(actions)
        .values({
          type: 'Issue',
          issuanceId: issuance.id,
          sendingAccountId: account.id,
          receivingAccountId: account.id,
          initiatorId: caller.user.id,
          volume: results.volume,
          payload: { batchNumber: form.batch.batchNumber, typeCode: results.typeCode },
          requiredSignatures: account.requiredSignatures,
        })
        .returning();
      if (!action) throw new Error('submitIssuance: the issue action was not inserted');

      const scope = { actorId: caller.user.id, companyId: account.companyId, accountId: account.id };
      await recordEvents(tx, [
        {
          type: 'IssuanceSubmitted',
          ...scope,
          entityType: 'issuance',
          entityId: issuance.id,
          payload: { volume: results.volume, typeCode: results.typeCode, actionId: action.id },
        },
        {
          type: 'ActionStarted',
          ...scope,
          entityType: 'action',
          entityId: action.id,
          payload: { type: 'Issue', volume: results.volume },
        },
      ]);
      return { issuance, action, results };
    });
  } catch (error) {
    // A folder keeps what was written; the database store wrote the parts in the transaction just rolled back.
    if (storage.kind === 'folder') await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
