import Chip from '@mui/material/Chip';
import type { UserStatus } from '@safc/domain';

const LABELS: Record<UserStatus, string> = { active: 'Active', blocked: 'Blocked', removed: 'Removed' };
const COLORS: Record<UserStatus, 'success' | 'error' | 'default'> = {
  active: 'success',
  blocked: 'error',
  removed: 'default',
};

/** A user's block state (platform spec §3: active or blocked; removal keeps the user as removed). */
export function UserStatusChip({ status }: { status: UserStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={LABELS[status]} />;
}
