import { styled } from '@mui/material/styles';

// A status word in an outlined pill, as MUI's Chip draws it, without Chip's ripple, delete icon and avatar
// code (about 2.5 kB gzipped) on the public pages' first visit (issue 14). It is text, not a control.

type Tone = 'success' | 'primary' | 'default';

const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'filled' })<{
  tone: Tone;
  filled: boolean;
}>(({ theme, tone, filled }) => {
  const colour = tone === 'default' ? theme.palette.text.primary : theme.palette[tone].main;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: filled ? 32 : 24,
    padding: filled ? '0 12px' : '0 8px',
    borderRadius: 16,
    whiteSpace: 'nowrap',
    fontSize: filled ? '0.8125rem' : '0.75rem',
    lineHeight: 1,
    ...(filled
      ? {
          color: tone === 'default' ? theme.palette.text.primary : theme.palette[tone].contrastText,
          backgroundColor: tone === 'default' ? theme.palette.grey[200] : colour,
        }
      : { color: colour, border: `1px solid ${colour}` }),
  };
});

/** A unit's status: outlined in a table's row, filled beside a page's heading. */
export function StatusBadge({
  label,
  tone,
  filled = false,
}: {
  label: string;
  tone: Tone;
  filled?: boolean;
}) {
  return (
    <Pill tone={tone} filled={filled}>
      {label}
    </Pill>
  );
}
