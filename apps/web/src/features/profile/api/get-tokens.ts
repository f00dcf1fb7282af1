import { useQuery } from '@tanstack/react-query';
import type { TokenKind } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/auth/token: the caller's active tokens (never the tokens themselves). */
export interface TokenSummary {
  id: string;
  kind: TokenKind;
  name: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export const tokensKey = ['auth', 'tokens'] as const;

export const getTokens = (): Promise<TokenSummary[]> => http<TokenSummary[]>('/api/auth/token');

export function useTokens() {
  return useQuery({ queryKey: tokensKey, queryFn: getTokens });
}
