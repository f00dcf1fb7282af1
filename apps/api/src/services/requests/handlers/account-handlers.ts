import type { AccountStatus } from '@safc/domain';
import { accountEditSchema } from '@safc/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accounts, uploads } from '../../../db/schema';
import type { RequestDecision, RequestHandler } from '../request-handler';
import { recordEvents } from '../../events/record-events';

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
    const { name } = (request.payload ?? {}) as { name?: string };
    const changes = name ? accountEditSchema.parse({ name }) : {};
    if (changes.name)
      await tx
        .update(accounts)
        .set({ name: changes.name, updatedAt: new Date() })
        .where(eq(accounts.id, request.accountId!));
    const attached = await tx
      .update(uploads)
      .set({ accountId: request.accountId })
      .where(and(eq(uploads.requestId, request.id), isNull(uploads.accountId)))
      .returning({ id: uploads.id });
    await recordEvents(tx, [
      {
        type: 'AccountUpdated',
        actorId: deciderId,
        companyId: request.companyId,
        accountId: request.accountId,
        entityType: 'account',
        entityId: request.accountId!,
        payload: { changes, uploadIds: attached.map((upload) => upload.id), requestId: request.id },
      },
    ]);
  },
  reject: async () => undefined,
};
