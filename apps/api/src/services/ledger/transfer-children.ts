import { addChild, restOf, type Children, type Completion, type Scope } from './completion';
import { accountOrRead } from './ledger-rows';

/** Transfer: the moved part goes to the receiving account, the rest stays with the sender. */
export async function transferChildren(c: Completion, scope: Scope): Promise<Children> {
  const receiving = await accountOrRead(c.tx, c.action.receivingAccountId ?? '', c.receiving);
  const restBlock = restOf(c);
  const received = addChild(c, c.block, {
    accountId: receiving.id,
    volume: c.moved,
    co2Abated: c.movedCo2,
    createdByActionId: c.action.id,
  });
  return {
    restBlock,
    events: () => [
      {
        type: 'UnitTransferred',
        ...scope,
        entityType: 'unitBlock',
        entityId: c.block.id,
        payload: {
          serial: c.block.serial,
          volume: c.moved,
          remainder: restBlock?.serial ?? null,
          received: received.serial,
          receivingAccountId: receiving.id,
          receivingCompanyId: receiving.companyId,
        },
      },
    ],
  };
}
