// Query keys of the people screens; invitations live under 'invitations' for every list of them.
export const userKeys = {
  all: ['users'] as const,
  list: (filter: Record<string, string | undefined>) => ['users', 'list', filter] as const,
  company: (companyId: string) => ['users', 'company', companyId] as const,
  full: (userId: string) => ['users', 'full', userId] as const,
  invitedToCompany: (companyId: string) => ['invitations', 'company', companyId] as const,
  invitations: (filter: Record<string, string | undefined>) => ['invitations', 'list', filter] as const,
};
