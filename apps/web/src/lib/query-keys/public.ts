import type { RetirementQuery } from '@safc/domain';

// Query keys of the public pages (no sign-in): the landing statistics, the claimed-units table, a unit's page.
export const publicKeys = {
  all: ['public'] as const,
  retirements: (query: RetirementQuery) => ['public', 'retirements', query] as const,
};
