// Query keys of the account screens: a change to one account refreshes its view and every list.
export const accountKeys = {
  all: ['accounts'] as const,
  list: (filter: Record<string, string | undefined> = {}) => ['accounts', 'list', filter] as const,
  detail: (accountId: string) => ['accounts', 'detail', accountId] as const,
  invitations: (accountId: string) => ['accounts', 'invitations', accountId] as const,
  transferTargets: (accountId: string) => ['accounts', 'to-transfer', accountId] as const,
};
