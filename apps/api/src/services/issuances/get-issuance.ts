import type { IssuanceDetail } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { withinAccountLimit } from '../users/account-limit';
import { isAdministrator, type Caller } from '../users/caller';
import { issuanceDecision } from './issuance-decision';
import { issuanceReview } from './issuance-warnings';
import { selectIssuances } from './list-issuances';

export async function getIssuance(db: DbOrTx, caller: Caller, id: string): Promise<IssuanceDetail> {
  const [summary] = await selectIssuances(db, sql`i.id = ${id}`, 1, 0);
  const visible =
    summary &&
    (isAdministrator(caller) || summary.companyId === caller.permissions.selectedCompanyId) &&
    withinAccountLimit(caller, summary.accountId);
  if (!summary || !visible) throw AppError.notFound('Issuance not found', { issuanceId: id });
  const [row] = await queryRows<{
    form: Record<string, unknown>;
    batchFingerprint: string | null;
    documentSha256: string | null;
  }>(
    db,
    sql`select form, batch_fingerprint as "batchFingerprint", document_sha256 as "documentSha256"
          from issuances where id = ${id}`,
  );
  const documents = await queryRows<IssuanceDetail['documents'][number] & Record<string, unknown>>(
    db,
    sql`select id, original_name as "originalName", content_type as "contentType", size_bytes as "sizeBytes"
          from uploads where issuance_id = ${id} order by created_at`,
  );
  const form = row?.form ?? {};
  const batchFingerprint = row?.batchFingerprint ?? null;
  const documentSha256 = row?.documentSha256 ?? null;
  const review = await issuanceReview(db, { form, batchFingerprint, documentSha256 });
  const decision = await issuanceDecision(db, id);
  return { ...summary, form, documents, ...review, batchFingerprint, documentSha256, decision };
}
