import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';

export function KeyDocuments({ userGuideUrl }: { userGuideUrl: string | undefined }) {
  return (
    // Each link sits in its own list item (ListItem around ListItemButton): a list holds only items.
    <Paper variant="outlined" sx={{ maxWidth: 720 }}>
      <List disablePadding>
        {userGuideUrl && (
          <ListItem disablePadding divider>
            <ListItemButton component="a" href={userGuideUrl} target="_blank" rel="noopener noreferrer">
              <ListItemIcon>
                <DescriptionOutlinedIcon color="primary" />
              </ListItemIcon>
              <ListItemText
                primary="Registry user guide"
                secondary="How to open accounts, issue, transfer and claim units"
              />
              <OpenInNewIcon fontSize="small" color="action" />
            </ListItemButton>
          </ListItem>
        )}
        <ListItem disablePadding divider>
          <ListItemButton component={RouterLink} to="/terms">
            <ListItemIcon>
              <DescriptionOutlinedIcon color="primary" />
            </ListItemIcon>
            <ListItemText
              primary="Terms and conditions"
              secondary="The rules every account holder agrees to"
            />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to="/terms#privacy">
            <ListItemIcon>
              <DescriptionOutlinedIcon color="primary" />
            </ListItemIcon>
            <ListItemText
              primary="Privacy and cookies"
              secondary="What the registry records about its users, and why"
            />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
