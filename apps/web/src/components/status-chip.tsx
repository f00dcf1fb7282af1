import Chip from '@mui/material/Chip';
import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@safc/domain';

const COLORS: Record<AccountStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  active: 'success',
  awaitingReview: 'info',
  blocked: 'error',
  closed: 'default',
  rejected: 'warning',
  removed: 'default',
};

/** An account's or a company's status (they share one life cycle) with the spec's label (Active, Closed, Blocked, Awaiting Review, Rejected, Removed). */
export function StatusChip({ status }: { status: AccountStatus }) {
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={ACCOUNT_STATUS_LABELS[status]} />
  );
}
