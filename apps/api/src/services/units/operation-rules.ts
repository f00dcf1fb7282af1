import { AppError } from '../../errors/app-error';
import type { AccountWithCompany, UnitBlockRow } from '../ledger/ledger-rows';

// Rules of the unit category (forms spec §4, DESIGN §5) shared by the operations.

/** Category-1 units are valid for compliance reporting: never split or unbundled, only moved or retired whole. */
export function requireWholeCompliance(block: UnitBlockRow, volume: string, operation: string): void {
  if (block.category === 1 && volume !== block.volume) {
    throw new AppError(
      'unprocessable',
      `Category 1 units (valid for compliance reporting) cannot be split: ${operation} the whole block of ${block.volume} t`,
      { blockId: block.id, category: 1, volume: block.volume },
    );
  }
}

/** Units go to active accounts of active companies only. */
export function requireReceivingAccount(
  account: AccountWithCompany | undefined,
  what: string,
): AccountWithCompany {
  if (!account) throw new AppError('unprocessable', `The ${what} does not exist`);
  if (account.status !== 'active' || account.companyStatus !== 'active') {
    throw new AppError('unprocessable', `The ${what} ${account.name} is not active`, {
      accountId: account.id,
    });
  }
  return account;
}
