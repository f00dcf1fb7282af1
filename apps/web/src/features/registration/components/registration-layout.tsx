import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { returnAfterSignIn } from '../../../lib/session/return-after-sign-in';
import { RegistryLogo } from '../../../components/registry-logo';
import { useDocumentTitle } from '../../../components/page-title';

/** Platform spec §2: registration pages use a split layout with a sidebar image and the tagline. */
export function RegistrationLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  // On an invitation's page, logging in comes back to its form.
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '420px 1fr' } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 5,
          color: '#fff',
          background:
            'radial-gradient(circle at 20% 80%, rgba(127, 209, 185, 0.35), transparent 55%), linear-gradient(160deg, #06413c 0%, #0b5d57 55%, #2e9d6b 100%)',
        }}
      >
        <RouterLink to="/" aria-label="SAFc Registry home">
          <RegistryLogo inverted />
        </RouterLink>
        <Box>
          <Typography variant="h2" component="p" sx={{ mb: 2, lineHeight: 1.25 }}>
            Consistency and transparency for the SAF certificate market.
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>
            Issue, transfer and claim sustainable aviation fuel certificates in one registry.
          </Typography>
        </Box>
        <Typography variant="caption" sx={{ opacity: 0.7 }}>
          SAFcA and SAFcE certificates
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{
          p: { xs: 3, sm: 6 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          maxWidth: 720,
        }}
      >
        <Box sx={{ display: { md: 'none' }, mb: 4 }}>
          <RouterLink to="/" aria-label="SAFc Registry home">
            <RegistryLogo />
          </RouterLink>
        </Box>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          Already registered?{' '}
          <Link component={RouterLink} to="/login" onClick={() => returnAfterSignIn(pathname)}>
            Log in
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
