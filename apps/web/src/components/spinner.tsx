import { keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';

// MUI's indeterminate CircularProgress (the same circle, stroke and two animations; still when the reader asks for reduced motion),
// without its module on the public pages' first visit (issue 14, decision 059). Decorative: the element
// around it says what is loading.
const rotate = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;
const SIZE = 44;
const THICKNESS = 3.6;

const Root = styled('span')(({ theme }) => ({
  display: 'inline-block',
  color: theme.palette.primary.main,
  animation: `${rotate} 1.4s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
const Circle = styled('circle')({
  stroke: 'currentColor',
  strokeDasharray: '80px, 200px',
  strokeDashoffset: 0,
  animation: `${dash} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** A spinning circle in the primary colour, `size` pixels wide (MUI's default: 40). */
export function Spinner({ size = 40, sx }: { size?: number; sx?: SxProps<Theme> }) {
  return (
    <Root aria-hidden sx={[{ width: size, height: size }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <svg viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`} style={{ display: 'block' }}>
        <Circle cx={SIZE} cy={SIZE} r={(SIZE - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </Root>
  );
}
