import Box from '@mui/material/Box';
import { TextLink } from './text-link';
import Typography from '@mui/material/Typography';
import { useAppConfig } from '../lib/app-config';
import { RegistryLogo } from './registry-logo';
import { PageWidth } from './page-width';

const FOOTER_LINKS = [
  { label: 'Contact', to: '/collaboration#contact' },
  { label: 'Terms and conditions', to: '/terms' },
  { label: 'Privacy policy', to: '/terms#privacy' },
  { label: 'Cookie policy', to: '/terms#cookies' },
];

/** The public pages' footer: contact, terms, privacy and cookie links, and the version stamp. */
export function SiteFooter() {
  const config = useAppConfig();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.85)', py: 5, mt: 'auto' }}
    >
      <PageWidth
        maxWidth="lg"
        sx={{
          display: 'flex',
          gap: 4,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ maxWidth: 360 }}>
          <RegistryLogo inverted size={28} />
          <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.8 }}>
            The registry of sustainable aviation fuel certificates, SAFcA and SAFcE.
          </Typography>
        </Box>
        <Box component="nav" aria-label="Legal" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {FOOTER_LINKS.map((link) => (
            <TextLink key={link.label} to={link.to} plain>
              {link.label}
            </TextLink>
          ))}
        </Box>
      </PageWidth>
      <PageWidth maxWidth="lg" sx={{ mt: 4 }}>
        <Typography variant="caption" sx={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} SAFc Registry
          {config.data ? ` · Version ${config.data.buildVersion}` : ''}
        </Typography>
      </PageWidth>
    </Box>
  );
}
