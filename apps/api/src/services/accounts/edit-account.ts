import { ACCOUNT_DOCUMENT_RULE, type AccountChange, type AccountEdit } from '@safc/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { insertRequest, requestCreated } from '../requests/open-request';
import type { UploadedPart } from '../../plugins/multipart';
import { checkUploads, refuseUnknownFiles, type AcceptedUpload } from '../uploads/check-uploads';
import { storeUploads, withStoredFiles } from '../uploads/store-uploads';
import { isAdministrator, type Caller, type Registry } from '../users/caller';
import { assertOpen, findAccountFor, type AccountRow } from './find-account';
import { loadAccountView } from './get-account';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

/**
 * The one door of an account edit, whether an administrator or a representative's own safety setting
 * applies at once (PATCH /api/account/{id}) or an administrator approves an AccountDetailsChangeRequest
 * (`requestId`): the same check, change and AccountUpdated. The account row is locked by the caller.
 */
export async function applyAccountEdit(
  tx: EventTx,
  account: AccountRow,
  changes: AccountEdit,
  uploadIds: string[],
  actorId: string,
  requestId: string | null,
): Promise<void> {
  assertOpen(account);
  await tx
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  await recordEvents(tx, [
    {
      type: 'AccountUpdated',
      actorId,
      companyId: account.companyId,
      accountId: account.id,
      entityType: 'account',
      entityId: account.id,
      payload: requestId ? { changes, uploadIds, requestId } : { changes, uploadIds },
    },
  ]);
}

/**
 * PATCH /api/account/{id} (multipart). The required signatures are the company representative's own
 * safety setting (DESIGN §5) and apply at once; a new name and new documents from a representative go to
 * an administrator as an AccountDetailsChangeRequest. An administrator's edit applies at once.
 */
export async function editAccount(
  registry: Registry,
  caller: Caller,
  id: string,
  input: AccountEdit,
  parts: readonly UploadedPart[],
): Promise<AccountChange> {
  refuseUnknownFiles(parts, ['documents']);
  const files: AcceptedUpload[] = parts.length ? checkUploads('documents', ACCOUNT_DOCUMENT_RULE, parts) : [];
  const admin = isAdministrator(caller);

  return withStoredFiles(registry.storage, (written) =>
    eventTransaction(registry.db, async (tx) => {
      const account = await findAccountFor(tx, caller, id, 'Edit', 'Account', { lock: true });
      assertOpen(account);
      const owner = {
        purpose: 'accountDocument' as const,
        uploadedBy: caller.user.id,
        companyId: account.companyId,
      };
      if (admin) {
        const stored = await storeUploads(
          tx,
          registry.storage,
          files,
          { ...owner, accountId: account.id },
          written,
        );
        await applyAccountEdit(
          tx,
          account,
          input,
          stored.map((upload) => upload.id),
          caller.user.id,
          null,
        );
        return { ...(await loadAccountView(tx, caller.user.id, id)), requestId: null };
      }
      if (input.requiredSignatures !== undefined)
        await applyAccountEdit(
          tx,
          account,
          { requiredSignatures: input.requiredSignatures },
          [],
          caller.user.id,
          null,
        );
      let requestId: string | null = null;
      const renamed = input.name !== undefined && input.name !== account.name;
      if (renamed || files.length > 0) {
        const opened = {
          kind: 'AccountDetailsChangeRequest' as const,
          companyId: account.companyId,
          accountId: id,
          requestedBy: caller.user.id,
          payload: renamed ? { name: input.name } : {},
        };
        requestId = await insertRequest(tx, opened);
        await storeUploads(tx, registry.storage, files, { ...owner, requestId }, written);
        await recordEvents(tx, [requestCreated(opened, requestId)]);
      }
      return { ...(await loadAccountView(tx, caller.user.id, id)), requestId };
    }),
  );
}
