import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/plain-button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { PageWidth } from '../../../components/page-width';

export function LandingHero() {
  const session = useSession();
  return (
    <Box
      sx={{
        color: '#fff',
        py: { xs: 6, md: 10 },
        background:
          'radial-gradient(circle at 85% 20%, rgba(127, 209, 185, 0.3), transparent 45%), linear-gradient(135deg, #06413c 0%, #0b5d57 60%, #1f734d 100%)',
      }}
    >
      <PageWidth maxWidth="lg">
        <Typography variant="overline" sx={{ letterSpacing: '0.12em', opacity: 0.85 }}>
          Sustainable aviation fuel certificates
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 820, my: 2 }}>
          Consistency and transparency for the SAF certificate market
        </Typography>
        <Typography sx={{ maxWidth: 680, opacity: 0.9, fontSize: '1.1rem', mb: 4 }}>
          Companies hold accounts, accounts hold SAFcA and SAFcE certificates, and every issuance, transfer
          and claim is signed off by a second person and recorded in the registry.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <PlainButton
            variant="contained"
            color="secondary"
            size="large"
            component={RouterLink}
            to={session.isAuthenticated ? session.defaultPath : '/login'}
          >
            {session.isAuthenticated ? 'Explore Registry' : 'Login'}
          </PlainButton>
          <PlainButton
            variant="outlined"
            size="large"
            component={RouterLink}
            to="/registry"
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            Unit registry
          </PlainButton>
          <PlainButton
            variant="outlined"
            size="large"
            component={RouterLink}
            to="/retirement"
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            Claimed units
          </PlainButton>
        </Box>
      </PageWidth>
    </Box>
  );
}
