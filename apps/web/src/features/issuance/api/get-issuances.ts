import { useQuery } from '@tanstack/react-query';
import { IssuancePageSchema, type IssuancePage } from '@safc/domain';
import { http } from '../../../lib/http';
import { issuanceKeys } from '../../../lib/query-keys/issuances';

/** GET /api/issuances: the newest 100 issuances of the company (administrators: all) and where each stands. */
export const getIssuances = (): Promise<IssuancePage> =>
  http('/api/issuances', { query: { pageSize: 100 }, response: IssuancePageSchema });

export function useIssuances() {
  return useQuery({ queryKey: issuanceKeys.list(), queryFn: getIssuances });
}
