import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

const shown = (value: ReactNode): ReactNode =>
  value === null || value === undefined || value === '' ? (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  ) : (
    value
  );

/** A titled card of label and value pairs, the building block of the unit view. */
export function DetailSection({
  title,
  items,
  children,
  action,
}: {
  title: string;
  items: DetailItem[];
  children?: ReactNode;
  /** A button beside the title (Edit). */
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {shown(item.value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}
