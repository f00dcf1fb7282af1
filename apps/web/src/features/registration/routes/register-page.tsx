import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RegistrationLayout } from '../components/registration-layout';

const PATHS = [
  {
    title: 'Register your company',
    text: 'Companies join the registry by invitation from a registry administrator. As the company representative you register the company and send an authorization letter signed by an executive.',
    action: (
      <Button variant="contained" component={RouterLink} to="/register/cr">
        Getting started
      </Button>
    ),
  },
  {
    title: 'Join your company or its accounts',
    text: 'Your company representative invites colleagues by e-mail. Open the link in the invitation to register; it takes you to the right form.',
    action: (
      <Button variant="outlined" component={RouterLink} to="/collaboration#contact">
        Contact us
      </Button>
    ),
  },
];

/** /register: how a company or a person comes into the registry. */
export function RegisterPage() {
  return (
    <RegistrationLayout title="Register">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The SAFc Registry holds sustainable aviation fuel certificates for companies along the supply chain.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {PATHS.map((path) => (
          <Paper key={path.title} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              {path.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {path.text}
            </Typography>
            {path.action}
          </Paper>
        ))}
      </Box>
    </RegistrationLayout>
  );
}
