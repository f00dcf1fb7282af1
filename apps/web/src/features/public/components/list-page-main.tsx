import type { ReactNode } from 'react';
import { PageWidth } from '../../../components/page-width';

/**
 * A public list's main area (/registry, /retirement), at least the screen's height: the footer starts below
 * the fold and does not move when the list arrives (Lighthouse's layout shift, issue 14).
 */
export function ListPageMain({ maxWidth, children }: { maxWidth: 'lg' | 'xl'; children: ReactNode }) {
  return (
    <PageWidth
      component="main"
      maxWidth={maxWidth}
      sx={{ py: { xs: 4, md: 6 }, flexGrow: 1, minHeight: '100vh' }}
    >
      {children}
    </PageWidth>
  );
}
