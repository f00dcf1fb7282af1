import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { avatarColor, avatarInitials, ROUTE_PATHS } from '@safc/domain';
import { useAppConfig } from '../../lib/app-config';
import { useSwitchCompany } from '../../lib/session/company-switch';
import { removeAllDrafts } from '../../lib/drafts';
import { logout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';

/** Platform spec §2 "User menu". */
export function UserMenu() {
  const { me, selectedCompany } = useSession();
  const switchCompany = useSwitchCompany();
  const config = useAppConfig().data;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!me) return null;
  const close = () => setAnchor(null);
  const initials = avatarInitials(me.name);
  const avatar = { bgcolor: avatarColor(me.name), width: 36, height: 36, fontSize: 15, fontWeight: 700 };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name: issue 45 item 10).
        aria-label={`${initials}, user menu`}
        aria-haspopup="menu"
        sx={{ p: 0.5 }}
      >
        <Avatar sx={avatar}>{initials}</Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 280, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={avatar}>{initials}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {me.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {me.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={ROUTE_PATHS.PROFILE_SETTINGS} onClick={close}>
          <ListItemIcon>
            <PersonOutlineOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Profile settings
        </MenuItem>
        <MenuItem component="a" href="/terms" target="_blank" rel="noopener" onClick={close}>
          <ListItemIcon>
            <GavelOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Terms of service
        </MenuItem>
        {config?.userGuideUrl && (
          <MenuItem
            component="a"
            href={config.userGuideUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            <ListItemIcon>
              <MenuBookOutlinedIcon fontSize="small" />
            </ListItemIcon>
            User guide
          </MenuItem>
        )}
        {me.companies.length >= 2 && [
          <Divider key="company-divider" />,
          <ListSubheader key="company-header" sx={{ lineHeight: '32px' }}>
            Company
          </ListSubheader>,
          ...me.companies.map((company) => {
            const selected = company.id === selectedCompany?.companyId;
            return (
              <MenuItem
                key={company.id}
                selected={selected}
                onClick={() => {
                  close();
                  if (!selected) switchCompany(company.id);
                }}
              >
                <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
                <ListItemText primary={company.name} />
              </MenuItem>
            );
          }),
        ]}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            // Signing out by choice removes the forms' drafts kept in this browser (decision 125).
            removeAllDrafts();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
        {config?.buildVersion && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1, pb: 0.5 }}>
            Version {config.buildVersion}
          </Typography>
        )}
      </Menu>
    </>
  );
}
