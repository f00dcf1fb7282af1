import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { InvitationKind } from '@safc/domain';
import type { InvitationCheck } from '../api/get-invitation';
import { useSubmitJoin } from '../api/submit-onboarding';
import { InvitationGate } from './invitation-gate';
import { JoinForm } from './join-form';
import { RegistrationLayout } from './registration-layout';
import { RegistrationOutcome } from './registration-outcome';

export interface JoinPageProps {
  title: string;
  kind: InvitationKind;
  /** What the invitation offers, in the registry's words. */
  offer: (invitation: InvitationCheck) => ReactNode;
  acceptedText: string;
}

/** The join forms' page (JoinCR, JoinAR, JoinRA): the invitation, what it offers, the form, the outcome. */
export function JoinPage({ title, kind, offer, acceptedText }: JoinPageProps) {
  const { invitationId = '' } = useParams();
  const join = useSubmitJoin(invitationId);
  return (
    <RegistrationLayout title={title}>
      {join.data ? (
        <RegistrationOutcome result={join.data} acceptedText={acceptedText} />
      ) : (
        <InvitationGate invitationId={invitationId} kind={kind}>
          {(invitation) => (
            <>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {offer(invitation)}
              </Typography>
              <JoinForm
                submitLabel="Register"
                sending={join.isPending}
                onSubmit={(user) => join.mutate(user)}
              />
            </>
          )}
        </InvitationGate>
      )}
    </RegistrationLayout>
  );
}
