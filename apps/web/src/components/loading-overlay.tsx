import Box from '@mui/material/Box';
import { Spinner } from './spinner';
import { keyframes } from '@mui/material/styles';

// The overlay fades in as MUI's Backdrop would, without the Backdrop, Fade and transition code (about 4.6 kB
// gzipped) on every public page's first load, where it shows while the page's chunk loads (issue 14).
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** Full-screen loading overlay (platform spec §2): blocks the page while something it needs is loading. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: theme.zIndex.modal + 1,
        backgroundColor: 'rgba(244, 247, 246, 0.85)',
        animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
        WebkitTapHighlightColor: 'transparent',
      })}
    >
      <Spinner />
    </Box>
  );
}
