import { sql, type SQL } from 'drizzle-orm';
import { batchInUseMessage, type BatchHolder, type BatchPart } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';

// One batch, one issuance (decision 096). The database holds the rule (the partial unique indexes on issuances);
// this finds the issuance that holds a batch or document, to tell the supplier which one.

/** The hashes an issuance is recognised by; a part left out is not looked for. */
export interface BatchHashes {
  batchFingerprint?: string;
  documentSha256?: string;
}

interface HolderRow extends Record<string, unknown> {
  id: string;
  companyId: string;
  batchNumber: string | null;
  serial: string | null;
  submittedAt: string;
}

const COLUMN: Record<BatchPart, SQL> = {
  batch: sql`i.batch_fingerprint`,
  document: sql`i.document_sha256`,
};

/** The issuance (not rejected or cancelled) holding `hash` as its batch or document, if one does. */
async function holderOf(db: DbOrTx, part: BatchPart, hash: string): Promise<HolderRow | undefined> {
  const [row] = await queryRows<HolderRow>(
    db,
    sql`select i.id, i.company_id as "companyId", i.form->'batch'->>'batchNumber' as "batchNumber",
          (select b.serial from unit_blocks b
            where b.issuance_id = i.id and b.parent_id is null and b.unit_type = 'SAFcA' limit 1) as serial,
          i.created_at::text as "submittedAt"
        from issuances i
       where ${COLUMN[part]} = ${hash} and i.status not in ('rejected', 'cancelled')
       limit 1`,
  );
  return row;
}

export interface HeldPart {
  part: BatchPart;
  /** The holder's id, given only to its own company. */
  issuanceId: string | null;
  message: string;
}

/**
 * Which of the hashes is already held, and the sentence for a supplier of `companyId`: the batch first, then
 * the document. Another company's issuance is not named (decision 096).
 */
export async function heldParts(db: DbOrTx, hashes: BatchHashes, companyId: string): Promise<HeldPart[]> {
  const asked = (['batch', 'document'] as const).flatMap((part) => {
    const hash = part === 'batch' ? hashes.batchFingerprint : hashes.documentSha256;
    return hash ? [{ part, hash }] : [];
  });
  const held: HeldPart[] = [];
  for (const { part, hash } of asked) {
    const row = await holderOf(db, part, hash);
    if (!row) continue;
    const holder: BatchHolder = {
      ownCompany: row.companyId === companyId,
      serial: row.serial,
      batchNumber: row.batchNumber,
      submittedAt: new Date(row.submittedAt).toISOString(),
    };
    held.push({
      part,
      issuanceId: holder.ownCompany ? row.id : null,
      message: batchInUseMessage(part, holder),
    });
  }
  return held;
}

const FIELD: Record<BatchPart, string> = {
  batch: 'body.data.batch.batchNumber',
  document: 'body.fileTool',
};

/**
 * The 409 for a submission the database refused because another issuance holds its batch or document. Found
 * after the refusal, so it may be gone again (rejected meanwhile): then the submission lost a race and is run
 * again (raceLost).
 */
export async function batchInUseError(db: DbOrTx, hashes: BatchHashes, companyId: string): Promise<AppError> {
  const [held] = await heldParts(db, hashes, companyId);
  if (!held)
    return AppError.raceLost('Another issuance of this batch was decided meanwhile; please try again');
  return AppError.conflict(held.message, {
    [FIELD[held.part]]: held.part === 'batch' ? 'Already in the registry' : 'Already used',
    ...(held.issuanceId && { issuanceId: held.issuanceId }),
  });
}
