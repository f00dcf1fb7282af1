import type { CompanyDashboardQuery, ListMode, UnitBlockStatus, UnitType } from '@safc/domain';

/** The filters of the holdings list (GET /api/units); pages are fetched under one key per filter set. */
export interface UnitsQuery {
  accountId: string;
  mode: ListMode;
  status?: UnitBlockStatus;
  unitType?: UnitType;
  search?: string;
}

/** The query keys of units: the holdings lists and a unit's view ('units' is what unit operations invalidate). */
export const unitKeys = {
  all: ['units'] as const,
  list: (query: UnitsQuery) => [...unitKeys.all, 'list', query] as const,
  detail: (unitId: string) => [...unitKeys.all, 'detail', unitId] as const,
  /** A company's dashboard (issue 42): its figures change with its units, so it lives under 'units'. */
  dashboard: (companyId: string, query: CompanyDashboardQuery) =>
    [...unitKeys.all, 'dashboard', companyId, query] as const,
};
