import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListMode, UnitBlockStatus, UnitCategory, UnitType } from '@safc/domain';
import { http } from '../../../lib/http';

export type { ListMode };

/** One block of GET /api/units (docs/api/ledger.md "UnitSummary"). Volumes are decimal strings. */
export interface UnitRow {
  id: string;
  serial: string;
  unitType: UnitType;
  status: UnitBlockStatus;
  accountId: string;
  accountName: string;
  companyId: string;
  companyName: string;
  parentId: string | null;
  volume: string;
  freeVolume: string;
  co2Abated: string;
  category: UnitCategory;
  typeCode: string;
  productionYear: number;
  certificationScheme: string | null;
  productionFeedstock: string | null;
  batchNumber: string | null;
  issuanceDate: string;
  createdAt: string;
}

/** Tree mode: the account's blocks within their chain of custody; `inAccount` is false for blocks held elsewhere. */
export interface UnitNode extends UnitRow {
  inAccount: boolean;
  children: UnitNode[];
}

export interface UnitsQuery {
  accountId: string;
  mode: ListMode;
  status?: UnitBlockStatus;
  unitType?: UnitType;
  search?: string;
}

export type UnitsAnswer = { mode: 'single'; items: UnitRow[] } | { mode: 'tree'; items: UnitNode[] };

export const unitsKey = (query: UnitsQuery) => ['units', 'list', query] as const;

/** GET /api/units: without a status, superseded blocks are left out. */
export const getUnits = (query: UnitsQuery): Promise<UnitsAnswer> =>
  http<UnitsAnswer>('/api/units', { query: { ...query } });

export function useUnits(query: UnitsQuery) {
  return useQuery({
    queryKey: unitsKey(query),
    queryFn: () => getUnits(query),
    placeholderData: keepPreviousData,
  });
}
