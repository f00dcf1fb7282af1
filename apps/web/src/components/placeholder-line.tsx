import { alpha, keyframes, styled } from '@mui/material/styles';

// A line of text still on its way, drawn as MUI's text Skeleton draws it (a grey bar at 60 % of the line's
// height, pulsing), without Skeleton's variants and wave animation: about 0.8 kB gzipped less on every public
// page that shows one while its data loads (issue 14). Still when the visitor asks for reduced motion.
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

export const PlaceholderLine = styled('span', {
  shouldForwardProp: (prop) => prop !== 'width' && prop !== 'height',
})<{ width?: number | string; height?: number | string }>(({ theme, width = '100%', height = '1.2em' }) => ({
  display: 'block',
  width,
  height,
  backgroundColor: alpha(theme.palette.text.primary, 0.11),
  borderRadius: 4 / 0.6,
  transform: 'scale(1, 0.6)',
  transformOrigin: '0 55%',
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
