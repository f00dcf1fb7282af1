import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { formatNumber } from '@safc/domain';
import { useVerifyLogs } from '../api/verify-logs';

/** "Verify chain": recomputes every event's hash from the first; a tampered event breaks the chain there. */
export function VerifyChain() {
  const verify = useVerifyLogs();
  const result = verify.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={verify.isPending ? <CircularProgress size={16} /> : <VerifiedOutlinedIcon />}
        disabled={verify.isPending}
        onClick={() => verify.mutate()}
      >
        Verify chain
      </Button>
      {result?.ok && (
        <Alert severity="success" data-testid="chain-result">
          The chain is intact: {formatNumber(result.count)} events verified.
        </Alert>
      )}
      {result && !result.ok && (
        <Alert severity="error" data-testid="chain-result">
          The chain is broken at event #{result.brokenAt?.seq}: {result.brokenAt?.reason}
        </Alert>
      )}
    </Box>
  );
}
