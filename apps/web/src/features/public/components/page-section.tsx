import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageWidth } from '../../../components/page-width';

/** A titled band of a public page; `id` is the target of the header's in-page links. */
export function PageSection({
  id,
  title,
  tinted = false,
  children,
}: {
  id?: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? '#e9f2ef' : 'transparent', scrollMarginTop: 72 }}
    >
      <PageWidth maxWidth="lg">
        <Typography variant="h2" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </PageWidth>
    </Box>
  );
}
