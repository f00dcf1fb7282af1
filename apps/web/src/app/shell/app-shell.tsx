import { useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { SideDrawer } from './side-drawer';
import { sideMenuEntries } from './side-menu-items';
import { TopBar } from './top-bar';

/** The signed-in frame: top bar, navigation drawer and the page. */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  // The temporary drawer is open for the location it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpen = openedOn === location.key;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onMenuToggle={() => setOpenedOn(mobileOpen ? null : location.key)} />
      <SideDrawer
        entries={sideMenuEntries(session)}
        mobileOpen={mobileOpen}
        onClose={() => setOpenedOn(null)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 4 }, pb: 4 }}>
        <Toolbar />
        <Box sx={{ pt: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
