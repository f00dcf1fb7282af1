import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * The two buttons under a dialog's form (the unit operations, one at a time or in a batch): Cancel, and Save,
 * which submits the form it sits in and spins while the call is under way; neither can be pressed meanwhile.
 */
export function CancelSaveButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Save
      </Button>
    </>
  );
}
