import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { InvitationKind } from '@safc/domain';
import type { InvitationCheck } from '@safc/domain';
import type { UserDetails } from '@safc/domain';
import { useOwnDetails } from '../api/get-own-details';
import { useSubmitJoin } from '../api/submit-onboarding';
import { useSession } from '../../../lib/session/session-context';
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

const knownUserOf = (details: UserDetails | undefined) =>
  details && {
    firstName: details.firstName ?? '',
    middleName: details.middleName ?? '',
    lastName: details.lastName ?? '',
    employerName: details.employerName ?? '',
    phoneNumber: details.phone ?? '',
  };

/** The join forms' page (JoinCR, JoinAR, JoinRA): the invitation, what it offers, the form, the outcome. */
export function JoinPage({ title, kind, offer, acceptedText }: JoinPageProps) {
  const { invitationId = '' } = useParams();
  const { me } = useSession();
  const join = useSubmitJoin(invitationId);
  const details = useOwnDetails(me?.id);
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
              {/* Wait for what the person gave before, so the form opens filled in. */}
              {details.isPending && me ? null : (
                <JoinForm
                  known={knownUserOf(details.data)}
                  submitLabel="Register"
                  sending={join.isPending}
                  onSubmit={(user) => join.mutate(user)}
                />
              )}
            </>
          )}
        </InvitationGate>
      )}
    </RegistrationLayout>
  );
}
