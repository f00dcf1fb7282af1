import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { DRAWER_WIDTH } from '@safc/domain';
import type { SideMenuEntry } from './side-menu-items';

const TEMPORARY_WIDTH = 264;

/** From 960 px: a permanent 74 px rail of icons with their labels. */
function MenuRail({ entries }: { entries: SideMenuEntry[] }) {
  return (
    <List component="nav" aria-label="Main" sx={{ px: 0.5, py: 1.5 }}>
      {entries.map(({ name, label, path, Icon }) => (
        <Tooltip key={name} title={label} placement="right">
          <ListItemButton
            component={NavLink}
            to={path}
            sx={{
              flexDirection: 'column',
              borderRadius: 2,
              py: 1,
              px: 0.25,
              mb: 0.5,
              color: 'text.secondary',
              '&.active': { bgcolor: 'rgba(11, 93, 87, 0.1)', color: 'primary.main' },
            }}
          >
            <Icon />
            {/* The spec's whole label ("Company information"), on two lines where it must: a cut word misnames the page. */}
            <Typography
              component="span"
              sx={{
                fontSize: 10,
                fontWeight: 600,
                letterSpacing: '-0.01em',
                mt: 0.5,
                lineHeight: 1.2,
                textAlign: 'center',
                width: '100%',
                overflowWrap: 'anywhere',
              }}
            >
              {label}
            </Typography>
          </ListItemButton>
        </Tooltip>
      ))}
    </List>
  );
}

/** Below 960 px: a temporary drawer with the full labels. */
function MenuList({ entries }: { entries: SideMenuEntry[] }) {
  return (
    <List component="nav" aria-label="Main" sx={{ px: 1, py: 1.5 }}>
      {entries.map(({ name, label, path, Icon }) => (
        <ListItemButton
          key={name}
          component={NavLink}
          to={path}
          sx={{
            borderRadius: 2,
            mb: 0.5,
            '&.active': {
              bgcolor: 'rgba(11, 93, 87, 0.1)',
              color: 'primary.main',
              '& .MuiListItemIcon-root': { color: 'primary.main' },
            },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}

export interface SideDrawerProps {
  entries: SideMenuEntry[];
  mobileOpen: boolean;
  onClose: () => void;
}

export function SideDrawer({ entries, mobileOpen, onClose }: SideDrawerProps) {
  return (
    <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: TEMPORARY_WIDTH } }}
      >
        <Toolbar />
        <MenuList entries={entries} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderRight: 1,
            borderColor: 'divider',
          },
        }}
      >
        <Toolbar />
        <MenuRail entries={entries} />
      </Drawer>
    </Box>
  );
}
