import { useState } from 'react';
import { PlainButton } from '../../../components/plain-button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BANNER_BREAKPOINT_PX } from '@safc/domain';
import { acceptCookies, hasAcceptedCookies } from '../lib/cookie-consent';

export const COOKIE_BANNER_TEXT =
  "This website uses cookies to improve your experience. We'll assume you're ok with this, but you can opt-out if you wish.";

export function CookieBanner() {
  const [accepted, setAccepted] = useState(hasAcceptedCookies);
  if (accepted) return null;
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      elevation={6}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        // Above the page and its sticky header, beneath the navigation drawer and any dialog: those are modal,
        // and at 360 px the banner covered the open drawer's links.
        zIndex: (theme) => theme.zIndex.drawer - 1,
        mx: 'auto',
        maxWidth: 960,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        // Platform spec §9: the banner's breakpoint is 1120 px; narrower, the text and button stack.
        flexDirection: 'column',
        [`@media (min-width: ${BANNER_BREAKPOINT_PX}px)`]: { flexDirection: 'row' },
        bgcolor: 'primary.dark',
        color: '#fff',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {COOKIE_BANNER_TEXT}
      </Typography>
      <PlainButton
        variant="contained"
        color="secondary"
        onClick={() => {
          acceptCookies();
          setAccepted(true);
        }}
      >
        Accept
      </PlainButton>
    </Paper>
  );
}
