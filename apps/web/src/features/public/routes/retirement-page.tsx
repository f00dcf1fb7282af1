import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader, type PublicLink } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';

const LINKS: PublicLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Collaboration', href: '/collaboration' },
];

/** /retirement: the public table of claimed units arrives with the ledger; the route is already public. */
export function RetirementPage() {
  useDocumentTitle('Claimed units');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={LINKS} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Claimed units
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          The public table of SAF certificates that have been claimed (retired), with their beneficiaries.
        </Typography>
        <Alert severity="info">This screen is not available yet in this version of the registry.</Alert>
      </Container>
      <SiteFooter />
    </Box>
  );
}
