import type { AccountStatus } from '@safc/domain';
import { accountEditSchema } from '@safc/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accounts, uploads } from '../../../db/schema';
import type { RequestDecision, RequestHandler } from '../request-handler';
import { recordEvents } from '../../events/record-events';
import { applyAccountEdit } from '../../accounts/edit-account';
import { lockedAccount } from '../../accounts/find-account';

async function setAccountStatus({ tx, request, deciderId }: RequestDecision, status: AccountStatus) {
  await tx.update(accounts).set({ status, updatedAt: new Date() }).where(eq(accounts.id, request.accountId!));
  await recordEvents(tx, [
    {
      type: 'AccountUpdated',
      actorId: deciderId,
      companyId: request.companyId,
      accountId: request.accountId,
      entityType: 'account',
      entityId: request.accountId!,
      payload: { status, requestId: request.id },
    },
  ]);
}

/** AccountCreateRequest: the account opens (active) or is rejected. */
export const accountCreateHandler: RequestHandler = {
  approve: (decision) => setAccountStatus(decision, 'active'),
  reject: (decision) => setAccountStatus(decision, 'rejected'),
};

/** AccountDetailsChangeRequest: the new name and the documents sent with it take effect once approved. */
export const accountDetailsChangeHandler: RequestHandler = {
  async approve({ tx, request, deciderId }) {
    const account = await lockedAccount(tx, request.accountId);
    const { name } = (request.payload ?? {}) as { name?: string };
    const changes = name ? accountEditSchema.parse({ name }) : {};
    const attached = await tx
      .update(uploads)
      .set({ accountId: request.accountId })
      .where(and(eq(uploads.requestId, request.id), isNull(uploads.accountId)))
      .returning({ id: uploads.id });
    const uploadIds = attached.map((upload) => upload.id);
    await applyAccountEdit(tx, account, changes, uploadIds, deciderId, request.id);
  },
  reject: async () => undefined,
};
