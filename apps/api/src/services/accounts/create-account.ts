import { ACCOUNT_DOCUMENT_RULE, refusalOf, type AccountChange, type AccountCreate } from '@safc/domain';
import { accounts } from '../../db/schema';
import { insertRequest, requestCreated } from '../requests/open-request';
import { AppError } from '../../errors/app-error';
import type { UploadedPart } from '../../plugins/multipart';
import { checkUploads, refuseUnknownFiles } from '../uploads/check-uploads';
import { storeUploads, withStoredFiles } from '../uploads/store-uploads';
import { requireCan, type Caller, type Registry } from '../users/caller';
import { loadAccountView } from './get-account';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * POST /api/account (multipart): an account of the selected company, awaiting review until an
 * administrator approves its AccountCreateRequest. Documents are judged before anything is written.
 */
export async function createAccount(
  registry: Registry,
  caller: Caller,
  input: AccountCreate,
  parts: readonly UploadedPart[],
): Promise<AccountChange & { requestId: string }> {
  const companyId = caller.permissions.selectedCompanyId;
  if (!companyId) throw AppError.forbidden(refusalOf('Create', 'Account'));
  requireCan(caller, 'Create', 'Account', { companyId });
  refuseUnknownFiles(parts, ['documents']);
  const files = checkUploads('documents', ACCOUNT_DOCUMENT_RULE, parts);

  return withStoredFiles(registry.storage, (written) =>
    eventTransaction(registry.db, async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          companyId,
          name: input.name,
          type: input.type,
          requiredSignatures: input.requiredSignatures,
          status: 'awaitingReview',
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('createAccount: the account was not inserted');
      const accountId = account.id;
      const opened = {
        kind: 'AccountCreateRequest' as const,
        companyId,
        accountId,
        requestedBy: caller.user.id,
        payload: input,
      };
      const requestId = await insertRequest(tx, opened);
      const stored = await storeUploads(
        tx,
        registry.storage,
        files,
        {
          purpose: 'accountDocument',
          uploadedBy: caller.user.id,
          companyId,
          accountId,
          requestId,
        },
        written,
      );
      await recordEvents(tx, [
        {
          type: 'AccountCreated',
          actorId: caller.user.id,
          companyId,
          accountId,
          entityType: 'account',
          entityId: accountId,
          payload: { ...input, status: 'awaitingReview', uploadIds: stored.map((upload) => upload.id) },
        },
      ]);
      await recordEvents(tx, [requestCreated(opened, requestId)]);
      return { ...(await loadAccountView(tx, caller.user.id, accountId)), requestId };
    }),
  );
}
