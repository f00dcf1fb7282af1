import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AccountSummarySchema,
  TransferTargetsSchema,
  type AccountListQuery,
  type AccountSummary,
  type TransferTargets,
} from '@safc/domain';
import { z } from 'zod';
import { http } from '../http';
import { accountKeys } from '../query-keys/accounts';

// GET /api/account and /api/account/to-transfer are read by several features (accounts, holdings, issuance,
// users, logs): one fetcher each, one key each, one answer type (docs/decisions/010).

/** GET /api/account: every account for administrators (or one company's), the selected company's for others. */
export const getAccounts = (query: AccountListQuery = {}): Promise<AccountSummary[]> =>
  http('/api/account', { query: { ...query }, response: z.array(AccountSummarySchema) });

/** The options of the account list, for a screen that needs `select` or `enabled` besides. */
export const accountListQuery = (query: AccountListQuery = {}) =>
  queryOptions({
    queryKey: accountKeys.list(query),
    queryFn: () => getAccounts(query),
    staleTime: 30_000,
  });

export function useAccounts(query: AccountListQuery = {}) {
  return useQuery(accountListQuery(query));
}

/**
 * GET /api/account/to-transfer: the active accounts a transfer from the account may go to, which are also
 * the accounts it may trust; a private company shows no name. At most 500 by name; `total` says how many match.
 */
export const getTransferTargets = (accountId: string): Promise<TransferTargets> =>
  http('/api/account/to-transfer', { query: { accountId }, response: TransferTargetsSchema });

export function useTransferTargets(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.transferTargets(accountId),
    queryFn: () => getTransferTargets(accountId),
    enabled,
  });
}
