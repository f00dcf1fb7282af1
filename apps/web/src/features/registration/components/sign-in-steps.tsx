import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { returnAfterSignIn } from '../../../lib/session/return-after-sign-in';
import type { InvitationCheck } from '@safc/domain';

/** Before the form: the invitee creates their sign-in at the identity provider (when they have none), then logs in. */
export function SignInSteps({ invitation }: { invitation: InvitationCheck }) {
  const steps = [
    // The sign-up link's secret is in the invitation e-mail only (docs/decisions/086): this page, which
    // anyone holding the invitation's id may open, cannot offer it.
    invitation.needsSignUp && {
      title: 'Create your sign-in',
      text: `Open the sign-up link in your invitation e-mail to choose a password for ${invitation.email}.`,
      action: null,
    },
    {
      title: 'Log in',
      text: `Log in as ${invitation.email}; you come back here to fill in the form.`,
      action: (
        <Button
          variant="contained"
          component={RouterLink}
          to="/login"
          onClick={() => returnAfterSignIn(invitation.registrationPath)}
        >
          Log in
        </Button>
      ),
    },
  ].filter((step) => Boolean(step)) as { title: string; text: string; action: ReactNode }[];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">
        Your invitation for <strong>{invitation.email}</strong> is valid until{' '}
        {new Date(invitation.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
      </Typography>
      {steps.map((step, index) => (
        <Paper
          key={step.title}
          variant="outlined"
          sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
          {step.action}
        </Paper>
      ))}
    </Box>
  );
}
