import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from './plain-button';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { logout } from '../lib/session/logout';
import { useSession } from '../lib/session/session-context';
import { RegistryLogo } from './registry-logo';

// The narrow layout's drawer (MUI's Drawer, Modal, focus trap and transitions) loads when it is first
// opened: a first visit on a phone does not pay for a menu it may never open (issue 14).
const PublicHeaderDrawer = lazy(() =>
  import('./public-header-drawer').then((module) => ({ default: module.PublicHeaderDrawer })),
);

export interface PublicLink {
  label: string;
  /** In-app path, a #section of the page, or an external address (opens in a new tab). */
  href: string;
  external?: boolean;
}

export const linkProps = (link: PublicLink) =>
  link.external
    ? { component: 'a' as const, href: link.href, target: '_blank', rel: 'noopener noreferrer' }
    : link.href.startsWith('#')
      ? { component: 'a' as const, href: link.href }
      : { component: RouterLink, to: link.href };

/**
 * The header of the public pages: their links, then Register, Login or Logout, and Explore Registry
 * only when signed in. Below 960 px the links move into a drawer. A page that names its drawer's items
 * (the collaboration page: the spec's five) gets exactly those; Login or Explore Registry stay in the bar.
 */
export function PublicHeader({ links, drawerLinks }: { links: PublicLink[]; drawerLinks?: PublicLink[] }) {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  return (
    // A sticky <header> drawn as MUI's AppBar (position sticky, no elevation), and the menu toggle a round
    // Button: AppBar and IconButton would add 2 kB gzipped to every public page's first visit (issue 14).
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* MUI Toolbar's layout on Box (Toolbar's code was 0.4 kB gzipped of each public page, issue 14). */}
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: 64,
          px: { xs: 2, sm: 3 },
        }}
      >
        <PlainButton
          color="inherit"
          aria-label="Open navigation"
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' }, minWidth: 0, p: 1, ml: -1.5, borderRadius: '50%' }}
        >
          <MenuIcon />
        </PlainButton>
        <Box
          component={RouterLink}
          to="/"
          aria-label="SAFc Registry home"
          sx={{ display: 'flex', textDecoration: 'none' }}
        >
          <RegistryLogo size={30} />
        </Box>
        <Box component="nav" aria-label="Site" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
          {links.map((link) => (
            <PlainButton key={link.label} color="inherit" {...linkProps(link)}>
              {link.label}
            </PlainButton>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <PlainButton
          color="primary"
          component={RouterLink}
          to="/register"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Register
        </PlainButton>
        {session.isAuthenticated ? (
          <>
            <PlainButton
              variant="outlined"
              onClick={() => void logout()}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Logout
            </PlainButton>
            <PlainButton
              variant="contained"
              component={RouterLink}
              to={session.defaultPath}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Explore Registry
            </PlainButton>
          </>
        ) : (
          <PlainButton variant="contained" component={RouterLink} to="/login">
            Login
          </PlainButton>
        )}
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PublicHeaderDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={drawerLinks ?? links}
            withAccountItems={!drawerLinks}
          />
        </Suspense>
      )}
    </Box>
  );
}
