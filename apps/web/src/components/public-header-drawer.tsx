import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { logout } from '../lib/session/logout';
import { useSession } from '../lib/session/session-context';
import { linkProps, type PublicLink } from './public-header';
import { RegistryLogo } from './registry-logo';

interface PublicHeaderDrawerProps {
  open: boolean;
  onClose: () => void;
  links: PublicLink[];
  /** Register and Login or Logout, for pages that leave their drawer to the header. */
  withAccountItems: boolean;
}

/** The public header's links below 960 px (components/public-header.tsx loads it on first opening). */
export function PublicHeaderDrawer({ open, onClose, links, withAccountItems }: PublicHeaderDrawerProps) {
  const session = useSession();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Site navigation' } }}>
      <Box sx={{ width: 260, pt: 2 }} role="presentation" onClick={onClose}>
        <Box sx={{ px: 2, pb: 2 }}>
          <RegistryLogo size={28} />
        </Box>
        <List component="nav" aria-label="Site">
          {links.map((link) => (
            <ListItemButton key={link.label} {...linkProps(link)}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        {withAccountItems && <AccountItems signedIn={session.isAuthenticated} />}
      </Box>
    </Drawer>
  );
}

/** The drawer's Register and Login or Logout, for pages that leave their drawer to the header. */
function AccountItems({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <Divider />
      <List aria-label="Account">
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to="/register">
            <ListItemText primary="Register" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          {signedIn ? (
            <ListItemButton onClick={() => void logout()}>
              <ListItemText primary="Logout" />
            </ListItemButton>
          ) : (
            <ListItemButton component={RouterLink} to="/login">
              <ListItemText primary="Login" />
            </ListItemButton>
          )}
        </ListItem>
      </List>
    </>
  );
}
