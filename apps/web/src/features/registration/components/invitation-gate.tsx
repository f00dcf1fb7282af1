import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InvitationKind } from '@safc/domain';
import { logout } from '../../../lib/session/logout';
import { useSession } from '../../../lib/session/session-context';
import type { InvitationCheck } from '@safc/domain';
import { useInvitation } from '../api/get-invitation';
import { ASK_FOR_A_NEW_ONE, invitationProblemOf } from '../lib/invitation-problem';
import { SignInSteps } from './sign-in-steps';

export interface InvitationGateProps {
  invitationId: string;
  kind: InvitationKind;
  children: (invitation: InvitationCheck) => ReactNode;
}

/**
 * Checks the invitation before the form shows: an unknown, used, revoked or expired one gets a clear
 * message; a signed-out invitee is sent to create their sign-in and log in first, because the API accepts
 * an invitation only from the address it was sent to.
 */
export function InvitationGate({ invitationId, kind, children }: InvitationGateProps) {
  const session = useSession();
  const invitation = useInvitation(invitationId);
  const problem = invitationProblemOf(invitation.data, invitation.error, kind);

  if (invitation.isPending)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
        <CircularProgress size={24} />
        <Typography color="text.secondary">Checking your invitation…</Typography>
      </Box>
    );
  if (problem || !invitation.data)
    return (
      <Alert severity="error" role="alert">
        <Typography sx={{ fontWeight: 600 }}>{problem}</Typography>
        <Typography variant="body2">{ASK_FOR_A_NEW_ONE}</Typography>
      </Alert>
    );

  const check = invitation.data;
  if (!session.isAuthenticated) return <SignInSteps invitation={check} />;
  if (session.status === 'loading' || !session.me)
    return <CircularProgress size={24} aria-label="Loading your profile" />;
  if (session.me.email.toLowerCase() !== check.email.toLowerCase())
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => void logout()}>
            Log out
          </Button>
        }
      >
        This invitation was sent to <strong>{check.email}</strong>, but you are signed in as{' '}
        <strong>{session.me.email}</strong>. Log out and sign in with the invited address.
      </Alert>
    );
  return <>{children(check)}</>;
}
