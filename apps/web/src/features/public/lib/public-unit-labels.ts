import type { UnitBlockStatus } from '@safc/domain';

/** How the public pages name a block's status: claimed is the public's word for retired. */
export const PUBLIC_STATUS_LABELS: Record<UnitBlockStatus, string> = {
  active: 'Held',
  retired: 'Claimed',
  expired: 'Expired',
  superseded: 'Split or moved',
  removed: 'Removed',
};
