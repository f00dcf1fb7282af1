import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A table inside a card: wider than a phone (360 px), it scrolls inside this frame instead of running past the
 * card and making the whole page scroll sideways.
 */
export function TableFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto' }}>{children}</Box>;
}
