import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@safc/domain';

export interface UnitsListEndProps {
  shown: number;
  total: number;
  loading: boolean;
  /** Loads the next page; absent once every row is shown. */
  onMore?: () => void;
}

/** Under the holdings table: how many of the list's rows are shown, and the rest a page at a time. */
export function UnitsListEnd({ shown, total, loading, onMore }: UnitsListEndProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mt: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="units-shown">
        {shown === total
          ? `All ${formatNumber(total)} rows shown`
          : `${formatNumber(shown)} of ${formatNumber(total)} rows shown`}
      </Typography>
      {onMore && (
        <Button variant="outlined" size="small" onClick={onMore} disabled={loading}>
          {loading ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
