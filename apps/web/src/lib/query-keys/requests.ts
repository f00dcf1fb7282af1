// Query keys of /api/requests: what awaits an administrator. Every decision refreshes all of them.
export const requestKeys = {
  all: ['requests'] as const,
  /** The pending requests of one company, or of every company (null: the administrator's Actions page). */
  pending: (companyId: string | null) => [...requestKeys.all, 'pending', companyId] as const,
};
