import { LazyAlert } from '../../../components/lazy-alert';
import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/plain-button';
import Paper from '@mui/material/Paper';
import { PlaceholderLine } from '../../../components/placeholder-line';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { isHttpError } from '../../../lib/http-error';
import { usePublicUnitPage } from '../api/get-public-unit-page';
import { PublicUnitView } from '../components/public-unit-view';
import { PUBLIC_LINKS } from '../lib/public-links';
import { PageWidth } from '../../../components/page-width';

/** /registry/{serial}: the canonical public page of a unit (docs/decisions/011). */
export function PublicUnitPage() {
  const serial = (useParams().serial ?? '').toUpperCase();
  const unit = usePublicUnitPage(serial);
  useDocumentTitle(`Unit ${serial}`);

  let content;
  if (unit.isError) {
    const unknown = isHttpError(unit.error) && (unit.error.status === 404 || unit.error.status === 400);
    // A page with no unit still has its heading (issue 14): a screen reader's user lands on it, and the
    // first-visit benchmark waits for it.
    content = (
      <>
        <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {unknown ? `Unit ${serial} not found` : `Unit ${serial}`}
        </Typography>
        <LazyAlert severity={unknown ? 'warning' : 'info'}>
          {unknown
            ? 'This unit is not in the public registry.'
            : 'This unit cannot be shown right now. Please try again later.'}
        </LazyAlert>
      </>
    );
  } else if (!unit.data) {
    content = (
      // As tall as a unit's page will be, so the footer is below the fold when the facts arrive instead of
      // being pushed down in view (Lighthouse measured a layout shift of 0.46 from it).
      <Paper variant="outlined" sx={{ p: 3, minHeight: '100vh' }} aria-busy>
        <PlaceholderLine width="40%" height={40} />
        <PlaceholderLine width="70%" />
        <PlaceholderLine width="60%" />
      </Paper>
    );
  } else {
    content = <PublicUnitView unit={unit.data} />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={PUBLIC_LINKS} />
      <PageWidth component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <PlainButton
          component={RouterLink}
          to="/registry"
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2, ml: -1 }}
        >
          Unit registry
        </PlainButton>
        {content}
      </PageWidth>
      <SiteFooter />
    </Box>
  );
}
