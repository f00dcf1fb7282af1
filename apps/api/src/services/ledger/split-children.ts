import { restOf, type Children, type Completion, type Scope } from './completion';
import { insertChildBlock } from './insert-child-block';

/** Split: both parts stay in the account. */
export async function splitChildren(c: Completion, scope: Scope): Promise<Children> {
  const part = await insertChildBlock(c.tx, c.block, {
    accountId: c.block.accountId,
    volume: c.moved,
    co2Abated: c.movedCo2,
    createdByActionId: c.action.id,
  });
  const restBlock = await restOf(c);
  return {
    restBlock,
    events: [
      {
        type: 'UnitSplit',
        ...scope,
        entityType: 'unitBlock',
        entityId: c.block.id,
        payload: {
          serial: c.block.serial,
          into: [part.serial, restBlock?.serial ?? null],
          volume: c.moved,
        },
      },
    ],
  };
}
