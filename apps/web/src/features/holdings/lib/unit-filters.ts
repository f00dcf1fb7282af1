import type { UnitBlockStatus, UnitType } from '@safc/domain';

export interface UnitFilters {
  status: UnitBlockStatus | '';
  unitType: UnitType | '';
  /** Matched by the server against the serial, batch number and type code. */
  search: string;
}

export const NO_UNIT_FILTERS: UnitFilters = { status: '', unitType: '', search: '' };
