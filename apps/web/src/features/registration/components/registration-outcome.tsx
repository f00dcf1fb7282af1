import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import type { OnboardingResult } from '@safc/domain';

/** After the form: either the invitee holds what was offered, or an administrator reviews it first. */
export function RegistrationOutcome({
  result,
  acceptedText,
}: {
  result: OnboardingResult;
  acceptedText: string;
}) {
  const { defaultPath } = useSession();
  const waiting = result.status === 'pendingApproval';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'flex-start' }}>
      <Alert severity={waiting ? 'info' : 'success'} sx={{ width: '100%' }}>
        <AlertTitle>{waiting ? 'Waiting for approval' : 'You are registered'}</AlertTitle>
        {waiting
          ? 'Thank you. A registry administrator will review your registration; you will be able to use the registry once it is approved.'
          : acceptedText}
      </Alert>
      <Button variant="contained" component={RouterLink} to={waiting ? '/company' : defaultPath}>
        Go to the registry
      </Button>
    </Box>
  );
}
