import type { UnitBlockStatus } from '@safc/domain';

export const UNIT_STATUS_LABELS: Record<UnitBlockStatus, string> = {
  active: 'Active',
  retired: 'Claimed',
  superseded: 'Superseded',
  removed: 'Removed',
  expired: 'Expired',
};

export const UNIT_STATUS_COLORS: Record<
  UnitBlockStatus,
  'success' | 'info' | 'default' | 'error' | 'warning'
> = {
  active: 'success',
  retired: 'info',
  superseded: 'default',
  removed: 'error',
  expired: 'warning',
};
