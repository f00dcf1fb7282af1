import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { keyframes } from '@mui/material/styles';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Link as RouterLink } from 'react-router';
import { BADGE_PULSE_MS, badgeCount } from '@safc/domain';
import { usePendingActions } from '../api/get-pending';
import { totalPending, usePendingCount } from '../api/get-pending-count';
import { bellTarget } from '../lib/bell';
import { useBadgePulse } from '../lib/use-badge-pulse';

const pulse = keyframes`
  0% { transform: scale(1) translate(50%, -50%); }
  50% { transform: scale(1.45) translate(35%, -35%); }
  100% { transform: scale(1) translate(50%, -50%); }
`;

export interface NotificationBellProps {
  isRegistryAdmin: boolean;
  /** The selected company; admins have none and see the registry's pending actions. */
  companyId: string | null;
}

export function NotificationBell({ isRegistryAdmin, companyId }: NotificationBellProps) {
  const canAsk = isRegistryAdmin || companyId !== null;
  const count = usePendingCount(companyId, canAsk);
  const total = totalPending(count.data);
  const pending = usePendingActions(companyId, canAsk && !isRegistryAdmin && total > 0);
  const pulses = useBadgePulse(count.data ? total : undefined);
  const shown = badgeCount(total);
  // The name contains the number the badge shows (WCAG 2.5.3, label in name), and the true total past the cap.
  const label =
    total === 0
      ? 'No pending actions'
      : shown < total
        ? `${shown}+ pending actions (${total})`
        : `${total} pending actions`;

  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={bellTarget(isRegistryAdmin, pending.data)}
        aria-label={label}
      >
        <Badge
          key={pulses}
          // No content at zero: MUI would keep an invisible "0" in the link's text.
          badgeContent={total > 0 ? shown : undefined}
          max={Number.MAX_SAFE_INTEGER}
          color="secondary"
          data-pulsing={pulses > 0 ? 'true' : undefined}
          sx={
            pulses > 0
              ? { '& .MuiBadge-badge': { animation: `${pulse} ${BADGE_PULSE_MS}ms ease-out 1` } }
              : undefined
          }
        >
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
