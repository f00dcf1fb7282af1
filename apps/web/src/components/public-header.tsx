import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { logout } from '../lib/session/logout';
import { useSession } from '../lib/session/session-context';
import { RegistryLogo } from './registry-logo';

export interface PublicLink {
  label: string;
  /** In-app path, a #section of the page, or an external address (opens in a new tab). */
  href: string;
  external?: boolean;
}

const linkProps = (link: PublicLink) =>
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
  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, minHeight: { xs: 64 } }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
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
            <Button key={link.label} color="inherit" {...linkProps(link)}>
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="primary"
          component={RouterLink}
          to="/register"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Register
        </Button>
        {session.isAuthenticated ? (
          <>
            <Button
              variant="outlined"
              onClick={() => void logout({ endProviderSession: true })}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Logout
            </Button>
            <Button
              variant="contained"
              component={RouterLink}
              to={session.defaultPath}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Explore Registry
            </Button>
          </>
        ) : (
          <Button variant="contained" component={RouterLink} to="/login">
            Login
          </Button>
        )}
      </Toolbar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 260, pt: 2 }} role="presentation" onClick={() => setDrawerOpen(false)}>
          <Box sx={{ px: 2, pb: 2 }}>
            <RegistryLogo size={28} />
          </Box>
          <List component="nav" aria-label="Site">
            {(drawerLinks ?? links).map((link) => (
              <ListItemButton key={link.label} {...linkProps(link)}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          {!drawerLinks && <AccountItems signedIn={session.isAuthenticated} />}
        </Box>
      </Drawer>
    </AppBar>
  );
}

/** The drawer's Register and Login or Logout, for pages that leave their drawer to the header. */
function AccountItems({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <Divider />
      <List aria-label="Account">
        <ListItemButton component={RouterLink} to="/register">
          <ListItemText primary="Register" />
        </ListItemButton>
        {signedIn ? (
          <ListItemButton onClick={() => void logout({ endProviderSession: true })}>
            <ListItemText primary="Logout" />
          </ListItemButton>
        ) : (
          <ListItemButton component={RouterLink} to="/login">
            <ListItemText primary="Login" />
          </ListItemButton>
        )}
      </List>
    </>
  );
}
