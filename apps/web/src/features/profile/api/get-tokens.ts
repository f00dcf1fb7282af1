import { useQuery } from '@tanstack/react-query';
import { TokenSummarySchema, type TokenSummary } from '@safc/domain';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { tokenKeys } from '../../../lib/query-keys/tokens';

/** GET /api/auth/token: the caller's active tokens (never the tokens themselves). */
export const getTokens = (): Promise<TokenSummary[]> =>
  http('/api/auth/token', { response: z.array(TokenSummarySchema) });

export function useTokens() {
  return useQuery({ queryKey: tokenKeys.all, queryFn: getTokens });
}
