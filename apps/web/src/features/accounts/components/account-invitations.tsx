import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ACCOUNT_MEMBERSHIP_ROLE_LABELS, formatDate } from '@safc/domain';
import { ConfirmDialog } from '../../../components/forms';
import type { AccountView, Invitation } from '@safc/domain';
import { useAccountInvitations } from '../api/get-account-invitations';
import { useRevokeAccountInvitation } from '../api/revoke-account-invitation';
import { SectionCard } from '../../../components/section-card';
import { TableFrame } from '../../../components/table-frame';
import { RevokeCell } from '../../../components/revoke-cell';

/** Invitations to the account not answered yet, each revocable; shown to those who may invite. */
export function AccountInvitations({ account }: { account: AccountView }) {
  const invitations = useAccountInvitations(account.id);
  const revoke = useRevokeAccountInvitation(account.id);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  if (!invitations.data?.length) return null;

  return (
    <SectionCard title="Invitations">
      <TableFrame>
        <Table size="small" aria-label="Invitations">
          <TableHead>
            <TableRow>
              <TableCell>E-mail</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>Valid until</TableCell>
              <TableCell align="right">Revoke</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invitations.data.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>
                  {invitation.accountRole ? ACCOUNT_MEMBERSHIP_ROLE_LABELS[invitation.accountRole] : '—'}
                </TableCell>
                <TableCell>{formatDate(invitation.createdAt)}</TableCell>
                <TableCell>{formatDate(invitation.expiresAt)}</TableCell>
                <RevokeCell onRevoke={() => setRevoking(invitation)} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
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
    </SectionCard>
  );
}
