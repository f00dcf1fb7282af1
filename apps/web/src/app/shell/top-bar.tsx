import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { RegistryLogo } from '../../components/registry-logo';
import { useSession } from '../../lib/session/session-context';
import { NotificationBell } from '../../features/actions/components/notification-bell';
import { HelpdeskButton } from '../../features/helpdesk/components/helpdesk-button';
import { UserMenu } from './user-menu';

/** Platform spec §2 "Shell": the fixed top bar. */
export function TopBar({ onMenuToggle }: { onMenuToggle: () => void }) {
  const session = useSession();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          onClick={onMenuToggle}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={session.defaultPath}
          aria-label="SAFc Registry: default page"
          sx={{ display: 'flex', textDecoration: 'none' }}
        >
          <RegistryLogo size={30} />
        </Box>
        {/* The public registry is one click away for signed-in users too (issue 10). */}
        <Button
          component={RouterLink}
          to="/registry"
          color="inherit"
          sx={{ ml: 2, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Public registry
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {session.selectedCompany && (
          <Chip
            label={session.selectedCompany.companyName}
            variant="outlined"
            size="small"
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, mr: 1, maxWidth: 260 }}
          />
        )}
        <NotificationBell
          isRegistryAdmin={session.me?.isRegistryAdmin ?? false}
          companyId={session.selectedCompany?.companyId ?? null}
        />
        <HelpdeskButton />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
