import type { ClaimBeneficiary } from '@safc/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findAccountWithCompany, type AccountWithCompany } from '../ledger/ledger-rows';

export type ResolvedBeneficiary =
  | { kind: 'internal'; ownerId: string; accountId: string; companyId: string; companyName: string }
  | { kind: 'external'; name: string; email: string };

/**
 * An internal beneficiary's ownerId names an account of the registry (the web picks accounts), or a company,
 * in which case its first active account receives what the claim gives it.
 */
export async function resolveBeneficiary(
  tx: Tx,
  beneficiary: ClaimBeneficiary | undefined,
  what: string,
): Promise<ResolvedBeneficiary | undefined> {
  if (!beneficiary) return undefined;
  if (beneficiary.kind === 'external') return beneficiary;
  const account = await internalAccount(tx, beneficiary.ownerId);
  if (!account || account.status !== 'active' || account.companyStatus !== 'active') {
    throw new AppError('unprocessable', `The ${what} must be an active account or company of the registry`, {
      ownerId: beneficiary.ownerId,
    });
  }
  return {
    kind: 'internal',
    ownerId: beneficiary.ownerId,
    accountId: account.id,
    companyId: account.companyId,
    companyName: account.companyName,
  };
}

async function internalAccount(tx: Tx, ownerId: string): Promise<AccountWithCompany | undefined> {
  const account = await findAccountWithCompany(tx, ownerId);
  if (account) return account;
  const [first] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, ownerId),
        eq(accounts.status, 'active'),
        ne(accounts.type, 'certificationBody'),
      ),
    )
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  return first ? findAccountWithCompany(tx, first.id) : undefined;
}
