import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

// The public lists' tables as plain <table> elements styled with the theme's values, not MUI's Table family:
// that family was about 2 kB gzipped of each list page's first load (issue 14), for markup the browser
// already has. Box is in every page's shared chunk, so these cost only their own lines. A header cell is a
// <th scope="col">, as MUI's TableHead cell was.

type Align = 'left' | 'right';

interface TableProps {
  label: string;
  busy?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  head: ReactNode;
  children: ReactNode;
}

const cellBase = {
  typography: 'body2',
  color: 'text.primary',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** A table whose rows are the children and whose header row is `head` (HeadCell elements). */
export function PublicTable({ label, busy, size = 'medium', sx, head, children }: TableProps) {
  const padding = size === 'small' ? '6px 16px' : 2;
  return (
    <Box
      component="table"
      aria-label={label}
      aria-busy={busy}
      sx={[
        {
          width: '100%',
          borderCollapse: 'collapse',
          borderSpacing: 0,
          '& th, & td': { ...cellBase, p: padding },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </Box>
  );
}

interface CellProps {
  align?: Align;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

// On the cell itself: a rule from the table's `& td` would outrank the cell's own class.
const alignSx = (align: Align | undefined) => ({ textAlign: align ?? 'left' });

/** A column's header: medium weight, as MUI's head cell. */
export function HeadCell({ align, sx, children }: CellProps) {
  return (
    <Box
      component="th"
      scope="col"
      sx={[{ fontWeight: 500, lineHeight: '1.5rem' }, alignSx(align), ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}

export function Cell({ align, sx, children }: CellProps) {
  return (
    <Box component="td" sx={[alignSx(align), ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/** A body row, tinted under the pointer as MUI's hover row was. */
export function Row({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box component="tr" data-testid={testId} sx={{ '&:hover': { bgcolor: 'action.hover' } }}>
      {children}
    </Box>
  );
}
