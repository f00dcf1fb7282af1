import type { PublicUnitListQuery } from '@safc/domain';

/** Query keys of the public unit list, a unit's page and its proof: one factory for the resource. */
export const publicUnitKeys = {
  all: ['public', 'units'] as const,
  list: (query: Partial<PublicUnitListQuery>) => [...publicUnitKeys.all, 'list', query] as const,
  page: (serial: string) => [...publicUnitKeys.all, 'page', serial] as const,
  byId: (id: string) => [...publicUnitKeys.all, 'by-id', id] as const,
  inclusion: (serial: string) => [...publicUnitKeys.all, 'inclusion', serial] as const,
};
