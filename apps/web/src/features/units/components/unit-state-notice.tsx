import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatDate } from '@safc/domain';
import type { UnitDetail } from '../api/get-unit';

const NOT_SPENDABLE = 'It can no longer be transferred, split, claimed or unbundled; it stays in the ledger.';

/** Why a removed or expired unit is no longer live: states, never deletions (DESIGN §5). */
export function UnitStateNotice({ unit }: { unit: UnitDetail }) {
  if (unit.status === 'removed' && unit.removal) {
    const { reason, removedAt, removedByName } = unit.removal;
    return (
      <Alert severity="error" component="section" aria-label="Removal">
        <AlertTitle>Removed as issued in error</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Removed on {formatDate(removedAt)}
          {removedByName ? ` by ${removedByName}` : ''} (registry administrator). {NOT_SPENDABLE}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <strong>Reason:</strong> {reason}
        </Typography>
      </Alert>
    );
  }
  if (unit.status === 'expired') {
    return (
      <Alert severity="warning" component="section" aria-label="Expiry">
        <AlertTitle>Expired</AlertTitle>
        <Typography variant="body2">
          {unit.expirationDate
            ? `Its validity period ended on ${formatDate(unit.expirationDate)}. `
            : 'Its validity period has ended. '}
          {NOT_SPENDABLE}
        </Typography>
      </Alert>
    );
  }
  return null;
}
