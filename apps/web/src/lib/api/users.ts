import { useQuery } from '@tanstack/react-query';
import {
  ListedUserSchema,
  UserSummarySchema,
  type ListedUser,
  type UserListQuery,
  type UserSummary,
} from '@safc/domain';
import { z } from 'zod';
import { http } from '../http';
import { userKeys } from '../query-keys/users';

// The lists of people are read by the users screens and by the log's filter: one fetcher and key each.

/** GET /api/users/list: every user of the registry, for administrators. */
export const getUsers = (query: UserListQuery = {}): Promise<ListedUser[]> =>
  http('/api/users/list', {
    query: { ...query, signInLocked: query.signInLocked ? 'true' : undefined },
    response: z.array(ListedUserSchema),
  });

export function useUsers(query: UserListQuery = {}) {
  return useQuery({ queryKey: userKeys.list(query), queryFn: () => getUsers(query) });
}

/** GET /api/users/company?companyId=: the colleagues of the company (the selected one when not named). */
export const getCompanyUsers = (companyId?: string): Promise<UserSummary[]> =>
  http('/api/users/company', { query: { companyId }, response: z.array(UserSummarySchema) });

export function useCompanyUsers(companyId: string) {
  return useQuery({ queryKey: userKeys.company(companyId), queryFn: () => getCompanyUsers(companyId) });
}
