import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader, type PublicLink } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { useSession } from '../../../lib/session/session-context';
import { CookieBanner } from '../components/cookie-banner';
import { LandingHero } from '../components/landing-hero';
import { LandingStatistics } from '../components/landing-statistics';
import { PageWidth } from '../../../components/page-width';

// Shown only after a failed sign-in (?authError), so it loads then, not with every first visit (issue 14).
const AuthErrorNotice = lazy(() =>
  import('../components/auth-error-notice').then((module) => ({ default: module.AuthErrorNotice })),
);

const LINKS: PublicLink[] = [
  { label: 'Collaboration', href: '/collaboration' },
  { label: 'Unit registry', href: '/registry' },
  { label: 'Claimed units', href: '/retirement' },
  { label: 'Statistics', href: '/statistics' },
];

/** The public landing page (platform spec §1, §2). */
export function HomePage() {
  useDocumentTitle('Home');
  const [params] = useSearchParams();
  const session = useSession();
  const authError = params.get('authError');

  // Platform spec §2: for registry administrators the root path leads to /company.
  if (session.me?.isRegistryAdmin && authError === null) return <Navigate to="/company" replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={LINKS} />
      {authError !== null && (
        <PageWidth maxWidth="lg" sx={{ py: 3 }}>
          <Suspense fallback={null}>
            <AuthErrorNotice code={authError} />
          </Suspense>
        </PageWidth>
      )}
      <LandingHero />
      <PageWidth component="main" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          The registry in figures
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Certificates issued and claimed in the registry so far.
        </Typography>
        <LandingStatistics />
      </PageWidth>
      <SiteFooter />
      <CookieBanner />
    </Box>
  );
}
