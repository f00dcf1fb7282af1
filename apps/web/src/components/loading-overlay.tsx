import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-screen loading overlay (platform spec §2): blocks the page while something it needs is loading. */
export function LoadingOverlay({ open = true, label = 'Loading' }: { open?: boolean; label?: string }) {
  return (
    <Backdrop
      open={open}
      role="progressbar"
      aria-label={label}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, backgroundColor: 'rgba(244, 247, 246, 0.85)' })}
    >
      <CircularProgress color="primary" />
    </Backdrop>
  );
}
