import type { RegistryRequest } from '@safc/domain';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companies, requests, uploads, users } from '../../db/schema';

export const uploadSummaryColumns = {
  id: uploads.id,
  name: uploads.originalName,
  contentType: uploads.contentType,
  size: uploads.sizeBytes,
  createdAt: uploads.createdAt,
  requestId: uploads.requestId,
};

/** Requests with their company, account, requester and documents, newest first. */
export async function loadRequestViews(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset?: number } = { limit: 1 },
): Promise<RegistryRequest[]> {
  const rows = await db
    .select({
      request: requests,
      companyName: companies.name,
      accountName: accounts.name,
      requester: { id: users.id, name: users.name, email: users.email },
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.requestedBy))
    .leftJoin(companies, eq(companies.id, requests.companyId))
    .leftJoin(accounts, eq(accounts.id, requests.accountId))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const ids = rows.map((row) => row.request.id);
  const documents = ids.length
    ? await db.select(uploadSummaryColumns).from(uploads).where(inArray(uploads.requestId, ids))
    : [];
  return rows.map(({ request, companyName, accountName, requester }) => ({
    id: request.id,
    kind: request.kind,
    status: request.status,
    companyId: request.companyId,
    companyName,
    accountId: request.accountId,
    accountName,
    issuanceId: request.issuanceId,
    requestedBy: requester,
    payload: request.payload,
    documents: documents
      .filter((document) => document.requestId === request.id)
      .map(({ requestId: _requestId, createdAt, ...document }) => ({
        ...document,
        createdAt: createdAt.toISOString(),
      })),
    decidedBy: request.decidedBy,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionComment: request.decisionComment,
    createdAt: request.createdAt.toISOString(),
  }));
}
