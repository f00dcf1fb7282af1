import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ACCOUNT_MEMBERSHIP_ROLE_LABELS, formatDate } from '@safc/domain';
import { ConfirmDialog } from '../../../components/forms';
import { useRevokeInvitation } from '../api/revoke-invitation';
import type { Invitation } from '@safc/domain';
import { INVITATION_KIND_LABELS } from '../lib/user-labels';
import { RevokeCell } from '../../../components/revoke-cell';

const offerOf = (invitation: Invitation) =>
  invitation.kind === 'authorisedRepresentative'
    ? `${invitation.accountName ?? 'Account'} · ${invitation.accountRole ? ACCOUNT_MEMBERSHIP_ROLE_LABELS[invitation.accountRole] : ''}`
    : INVITATION_KIND_LABELS[invitation.kind] +
      (invitation.companyName ? ` · ${invitation.companyName}` : '');

/** Invitations not answered yet: who, to what, until when; each revocable. */
export function InvitationsTable({
  invitations,
  mayRevoke,
}: {
  invitations: Invitation[];
  mayRevoke: boolean;
}) {
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  return (
    <>
      <Table size="small" aria-label="Invitations">
        <TableHead>
          <TableRow>
            <TableCell>E-mail</TableCell>
            <TableCell>Invited as</TableCell>
            <TableCell>Sent</TableCell>
            <TableCell>Valid until</TableCell>
            {mayRevoke && <TableCell align="right">Revoke</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{offerOf(invitation)}</TableCell>
              <TableCell>{formatDate(invitation.createdAt)}</TableCell>
              <TableCell>{formatDate(invitation.expiresAt)}</TableCell>
              {mayRevoke && <RevokeCell onRevoke={() => setRevoking(invitation)} />}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation"
        text={`The invitation sent to ${revoking?.email ?? ''} will stop working.`}
        confirmLabel="Revoke"
        confirmColor="error"
        sending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
    </>
  );
}
