import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The band above a table in which rows are ticked (holdings' blocks, pending actions): a named region holding
 * what is chosen and what may be done with all of it at once (docs/decisions/046).
 */
export function SelectionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mb: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      {children}
    </Box>
  );
}
