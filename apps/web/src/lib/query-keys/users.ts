import type { InvitationListQuery, UserListQuery } from '@safc/domain';

// Query keys of people (/api/users) and invitations: a change to a person refreshes everything under 'users'
// (the signed-in user's own 'me' too), a change to an invitation everything under 'invitations'.
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  list: (query: UserListQuery = {}) => [...userKeys.all, 'list', query] as const,
  company: (companyId: string | undefined) => [...userKeys.all, 'company', companyId ?? null] as const,
  one: (userId: string) => [...userKeys.all, 'one', userId] as const,
  full: (userId: string) => [...userKeys.all, 'full', userId] as const,
  details: (userId: string | undefined) => [...userKeys.all, 'details', userId ?? null] as const,
};

export const invitationKeys = {
  all: ['invitations'] as const,
  list: (query: InvitationListQuery) => [...invitationKeys.all, 'list', query] as const,
  toCompany: (companyId: string) => [...invitationKeys.all, 'company', companyId] as const,
  toAccount: (accountId: string) => [...invitationKeys.all, 'account', accountId] as const,
  one: (invitationId: string) => [...invitationKeys.all, invitationId] as const,
};

// Query keys of a user's sign-in lock (issue 15 §5): under 'users', so every change to people refreshes it too.
export const signInLockKeys = {
  of: (userId: string) => [...userKeys.all, 'sign-in-lock', userId] as const,
};
