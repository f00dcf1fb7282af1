import { useQuery } from '@tanstack/react-query';
import { accountListQuery } from '../../../lib/api/accounts';

/**
 * The accounts an API token may be held to: the selected company's (every one for an administrator). Quiet:
 * someone with no account to see still creates tokens for everything they may do.
 */
export function useTokenAccounts() {
  return useQuery({ ...accountListQuery(), meta: { silent: true } });
}
