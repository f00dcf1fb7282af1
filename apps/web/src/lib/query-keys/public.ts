import type { PublicUnitListQuery, RetirementQuery, StatisticsSeriesQuery } from '@safc/domain';

// Query keys of the public pages (no sign-in): the landing statistics, the claimed-units table, the public
// unit list, a unit's page and its proof.
export const publicKeys = {
  all: ['public'] as const,
  landingPage: () => [...publicKeys.all, 'landing-page'] as const,
  retirements: (query: RetirementQuery) => [...publicKeys.all, 'retirements', query] as const,
  statistics: (query: StatisticsSeriesQuery) => [...publicKeys.all, 'statistics', query] as const,
};

export const publicUnitKeys = {
  all: [...publicKeys.all, 'units'] as const,
  list: (query: Partial<PublicUnitListQuery>) => [...publicUnitKeys.all, 'list', query] as const,
  page: (serial: string) => [...publicUnitKeys.all, 'page', serial] as const,
  byId: (id: string) => [...publicUnitKeys.all, 'by-id', id] as const,
  inclusion: (serial: string) => [...publicUnitKeys.all, 'inclusion', serial] as const,
};
