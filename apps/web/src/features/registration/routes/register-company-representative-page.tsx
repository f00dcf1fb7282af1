import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { ONBOARDING_UPLOAD_RULE } from '@safc/domain';
import { describeRule } from '../../../components/forms';
import { RegistrationLayout } from '../components/registration-layout';
import { ONBOARDING_STEPS } from '../lib/onboarding-steps';

const WHAT_YOU_NEED = [
  [
    'The invitation e-mail',
    'A registry administrator sends it to you; its link opens the registration form.',
  ],
  ['Your personal details', 'Your name, your employer and a phone number.'],
  ['Your company information', "The company's name, address, website and e-mail."],
  [
    'An authorization letter signed by an executive',
    `It names you as the company's representative (${describeRule(ONBOARDING_UPLOAD_RULE)}).`,
  ],
] as const;

/** /register/cr: getting started for a company representative. */
export function RegisterCompanyRepresentativePage() {
  return (
    <RegistrationLayout title="Getting started">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        As the Company Representative you register your company, open its accounts and invite your colleagues.
        A registry administrator approves the registration before the company can act.
      </Typography>
      <Typography variant="h4" component="h2">
        What you need
      </Typography>
      <List>
        {WHAT_YOU_NEED.map(([primary, secondary]) => (
          <ListItem key={primary} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlinedIcon color="secondary" />
            </ListItemIcon>
            <ListItemText primary={primary} secondary={secondary} />
          </ListItem>
        ))}
      </List>
      <Typography variant="h4" component="h2" gutterBottom>
        The form
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {ONBOARDING_STEPS.map((step, index) => `${index + 1}. ${step}`).join('   ')}
      </Typography>
      <Box>
        <Button variant="outlined" component={RouterLink} to="/register">
          Back
        </Button>
      </Box>
    </RegistrationLayout>
  );
}
