import { addChild, restOf, type Children, type Completion, type Scope } from './completion';

/** Split: both parts stay in the account. */
export function splitChildren(c: Completion, scope: Scope): Promise<Children> {
  const part = addChild(c, c.block, {
    accountId: c.block.accountId,
    volume: c.moved,
    co2Abated: c.movedCo2,
    createdByActionId: c.action.id,
  });
  const restBlock = restOf(c);
  return Promise.resolve({
    restBlock,
    events: () => [
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
  });
}
