import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A screen's heading; it also names the browser tab, so history and tabs read like the menu. */
export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | SAFc Registry`;
  }, [title]);
}
