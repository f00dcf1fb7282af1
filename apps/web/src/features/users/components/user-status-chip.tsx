import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatDate, type UserStatus } from '@safc/domain';

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

/** Failed sign-ins locked the user out (decision 031) until an administrator lifts it on the user's page. */
export function SignInLockedChip({ since }: { since: string }) {
  return (
    <Tooltip title={`Locked since ${formatDate(since)} after too many failed sign-ins`}>
      <Chip size="small" variant="outlined" color="warning" label="Sign-in locked" />
    </Tooltip>
  );
}
