import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';

/**
 * The public pages' centred column, as MUI's Container draws it (full width with 16 px gutters, 24 px from
 * the sm breakpoint, at most the named breakpoint's width) but on Box, which every page already loads:
 * Container's own code was about 0.7 kB gzipped of each public page's first load (issue 14).
 */
export function PageWidth({
  maxWidth,
  component = 'div',
  sx,
  children,
}: {
  maxWidth: Extract<Breakpoint, 'md' | 'lg' | 'xl'>;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Box
      component={component}
      sx={[
        (theme) => ({
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
          px: { xs: 2, sm: 3 },
          maxWidth: theme.breakpoints.values[maxWidth],
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
