import {
  addChild,
  issueSafce,
  restOf,
  safceIssued,
  type Children,
  type Completion,
  type Scope,
} from './completion';
import { retypeCode } from './insert-child-block';
import { accountWithCompany } from './ledger-rows';

/** Issue-meta: the unbundled SAFcA part becomes category 3 and its SAFcE goes to the receiving account. */
export async function unbundleChildren(c: Completion, scope: Scope): Promise<Children> {
  const receivingId = c.action.receivingAccountId ?? '';
  const receiving = await accountWithCompany(c.tx, receivingId);
  const unbundled = addChild(c, c.block, {
    accountId: c.block.accountId,
    volume: c.moved,
    co2Abated: c.movedCo2,
    category: 3,
    typeCode: retypeCode(c.block.typeCode, 'SAFcA', 3),
    createdByActionId: c.action.id,
  });
  const restBlock = restOf(c);
  const safce = issueSafce(c, unbundled, receiving.id);
  return {
    restBlock,
    events: () => [
      {
        type: 'UnitUnbundled',
        ...scope,
        entityType: 'unitBlock',
        entityId: c.block.id,
        payload: {
          serial: c.block.serial,
          category3: unbundled.serial,
          remainder: restBlock?.serial ?? null,
          safce: safce.serial,
          volume: c.moved,
        },
      },
      safceIssued(scope, safce, receiving.id, receiving.companyId, { unbundledFrom: unbundled.serial }),
    ],
  };
}
