import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/plain-button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader, type PublicLink } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { useAppConfig } from '../../../lib/app-config';
import { KeyDocuments } from '../components/key-documents';
import { PageSection } from '../components/page-section';
import { PartnerCards } from '../components/partner-cards';
import { PartnerMarks } from '../components/partner-marks';
import { PageWidth } from '../../../components/page-width';

/** Platform spec §2: the collaboration page. */
export function CollaborationPage() {
  useDocumentTitle('Collaboration');
  const guide = useAppConfig().data?.userGuideUrl;
  const faqs: PublicLink[] = guide ? [{ label: 'FAQs', href: guide, external: true }] : [];
  const links: PublicLink[] = [
    { label: 'About', href: '#about' },
    { label: 'Key documents', href: '#documents' },
    ...faqs,
    { label: 'Contact Us', href: '#contact' },
  ];
  const drawerLinks: PublicLink[] = [
    { label: 'About', href: '#about' },
    { label: 'Registry documentation', href: '#documents' },
    ...faqs,
    { label: 'Contact Us', href: '#contact' },
    { label: 'Register', href: '/register' },
  ];

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={links} drawerLinks={drawerLinks} />
      <Box component="main">
        <Box
          id="about"
          sx={{ py: { xs: 6, md: 9 }, bgcolor: 'primary.dark', color: '#fff', scrollMarginTop: 72 }}
        >
          <PageWidth maxWidth="lg">
            <Typography variant="overline" sx={{ opacity: 0.85, letterSpacing: '0.12em' }}>
              About the collaboration
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, my: 2, maxWidth: 820 }}>
              One registry for sustainable aviation fuel certificates
            </Typography>
            <Typography sx={{ maxWidth: 720, opacity: 0.9, fontSize: '1.1rem' }}>
              The SAFc Registry brings consistency and transparency to the SAF certificate market. It is run
              in collaboration with a buyers alliance and two non-profit organisations, so that fuel
              providers, airlines, logistics providers and corporate buyers can trust that each certificate
              stands for real fuel, counted once.
            </Typography>
          </PageWidth>
        </Box>
        <Box sx={{ py: 4, borderBottom: 1, borderColor: 'divider' }}>
          <PageWidth maxWidth="lg">
            <PartnerMarks />
          </PageWidth>
        </Box>
        <PageSection title="Our partners">
          <PartnerCards />
        </PageSection>
        <PageSection id="documents" title="Key documents" tinted>
          <KeyDocuments userGuideUrl={guide} />
        </PageSection>
        <PageSection id="contact" title="Contact Us">
          <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 3 }}>
            Signed-in users reach the registry's helpdesk from the button in the registry's top bar: describe
            the problem, and a screenshot of the page you are on can be attached for you. Companies that want
            to open accounts in the registry start with the registration.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <PlainButton variant="contained" component={RouterLink} to="/register">
              Register
            </PlainButton>
            <PlainButton variant="outlined" component={RouterLink} to="/login">
              Login
            </PlainButton>
          </Box>
        </PageSection>
      </Box>
      <SiteFooter />
    </Box>
  );
}
