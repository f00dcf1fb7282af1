import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader, type PublicLink } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { TERMS_SECTIONS } from '../content/terms';
import { PageWidth } from '../../../components/page-width';

const LINKS: PublicLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Collaboration', href: '/collaboration' },
];

/** /terms: opened in a new tab from the user menu (platform spec §2). */
export function TermsPage() {
  useDocumentTitle('Terms and conditions');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={LINKS} />
      <PageWidth component="main" maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Terms and conditions
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 5 }}>
          The terms of use of the SAFc Registry, including its privacy and cookie policies.
        </Typography>
        {TERMS_SECTIONS.map((section) => (
          <Box component="section" key={section.id} id={section.id} sx={{ mb: 4, scrollMarginTop: 80 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </PageWidth>
      <SiteFooter />
    </Box>
  );
}
