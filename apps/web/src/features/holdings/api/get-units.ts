import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListMode, UnitBlockStatus, UnitCategory, UnitType } from '@safc/domain';
import { http } from '../../../lib/http';

export type { ListMode };

/** One block of GET /api/units. Volumes are decimal strings (numeric(20,3)). */
export interface UnitRow {
  id: string;
  serial: string;
  unitType: UnitType;
  accountId: string;
  parentId: string | null;
  volume: string;
  freeVolume: string;
  status: UnitBlockStatus;
  category: UnitCategory;
  typeCode: string;
  co2Abated: string;
  productionYear: number | null;
  certificationScheme: string | null;
  feedstock: string | null;
  issuanceDate: string | null;
  createdAt: string;
}

export interface UnitsQuery {
  accountId: string;
  mode: ListMode;
}

export const unitsKey = (query: UnitsQuery | null) => ['units', 'list', query] as const;

export const getUnits = ({ accountId, mode }: UnitsQuery): Promise<UnitRow[]> =>
  http<UnitRow[]>('/api/units', { query: { accountId, mode } });

export function useUnits(query: UnitsQuery | null) {
  return useQuery({
    queryKey: unitsKey(query),
    queryFn: () => getUnits(query as UnitsQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
