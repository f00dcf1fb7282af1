import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';

export function KeyDocuments({ userGuideUrl }: { userGuideUrl: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720 }}>
      <List disablePadding>
        {userGuideUrl && (
          <ListItemButton component="a" href={userGuideUrl} target="_blank" rel="noopener noreferrer" divider>
            <ListItemIcon>
              <DescriptionOutlinedIcon color="primary" />
            </ListItemIcon>
            <ListItemText
              primary="Registry user guide"
              secondary="How to open accounts, issue, transfer and claim units"
            />
            <OpenInNewIcon fontSize="small" color="action" />
          </ListItemButton>
        )}
        <ListItemButton component={RouterLink} to="/terms" divider>
          <ListItemIcon>
            <DescriptionOutlinedIcon color="primary" />
          </ListItemIcon>
          <ListItemText primary="Terms and conditions" secondary="The rules every account holder agrees to" />
        </ListItemButton>
        <ListItemButton component={RouterLink} to="/terms#privacy">
          <ListItemIcon>
            <DescriptionOutlinedIcon color="primary" />
          </ListItemIcon>
          <ListItemText
            primary="Privacy and cookies"
            secondary="What the registry records about its users, and why"
          />
        </ListItemButton>
      </List>
    </Paper>
  );
}
