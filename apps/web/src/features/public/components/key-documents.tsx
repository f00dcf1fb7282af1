import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/plain-button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';

// A plain list of full-width link buttons, drawn like MUI's List of ListItemButtons without their six
// modules (2.4 kB gzipped on /collaboration's first visit, issue 14). Each link sits in its own list item.

function DocumentRow({
  primary,
  secondary,
  divider,
  link,
  trailing,
}: {
  primary: string;
  secondary: string;
  divider: boolean;
  link: { href: string; external: boolean };
  trailing?: ReactNode;
}) {
  const target = link.external
    ? { component: 'a' as const, href: link.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: RouterLink, to: link.href };
  return (
    <Box component="li" sx={{ borderBottom: divider ? 1 : 0, borderColor: 'divider' }}>
      <PlainButton
        {...target}
        color="inherit"
        fullWidth
        sx={{ justifyContent: 'flex-start', textAlign: 'left', gap: 4, px: 2, py: 1, borderRadius: 0 }}
      >
        <DescriptionOutlinedIcon color="primary" />
        <Box component="span" sx={{ flexGrow: 1, py: 0.5 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 400 }}>
            {primary}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', fontWeight: 400 }}
          >
            {secondary}
          </Typography>
        </Box>
        {trailing}
      </PlainButton>
    </Box>
  );
}

export function KeyDocuments({ userGuideUrl }: { userGuideUrl: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {userGuideUrl && (
          <DocumentRow
            primary="Registry user guide"
            secondary="How to open accounts, issue, transfer and claim units"
            divider
            link={{ href: userGuideUrl, external: true }}
            trailing={<OpenInNewIcon fontSize="small" color="action" />}
          />
        )}
        <DocumentRow
          primary="Terms and conditions"
          secondary="The rules every account holder agrees to"
          divider
          link={{ href: '/terms', external: false }}
        />
        <DocumentRow
          primary="Privacy and cookies"
          secondary="What the registry records about its users, and why"
          divider={false}
          link={{ href: '/terms#privacy', external: false }}
        />
      </Box>
    </Paper>
  );
}
