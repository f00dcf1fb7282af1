import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  ACCOUNT_MEMBERSHIP_ROLE_LABELS,
  ACCOUNT_MEMBERSHIP_ROLES,
  type AccountMembershipRole,
} from '@safc/domain';
import { ConfirmDialog } from '../../../components/forms';
import type { AccountMember, AccountView } from '@safc/domain';
import { useChangeAccountRepRole } from '../api/change-account-rep-role';
import { useRemoveAccountRep } from '../api/remove-account-rep';
import { usePermission } from '../../../lib/use-permission';
import { InviteAccountRepDialog } from './invite-account-rep-dialog';
import { SectionCard } from '../../../components/section-card';
import { TableFrame } from '../../../components/table-frame';

/** The account's members with their roles: invite, change a role, remove (each only when `can` allows). */
export function AccountMembers({ account }: { account: AccountView }) {
  const allowed = usePermission();
  const target = { companyId: account.companyId, accountId: account.id };
  const mayInvite = allowed('Invite', 'AccountRepresentative', target);
  const mayChangeRole = allowed('Edit', 'AccountRole', target);
  const mayRemove = allowed('Remove', 'AccountRepresentative', target);
  const changeRole = useChangeAccountRepRole(account.id);
  const remove = useRemoveAccountRep(account.id);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AccountMember | null>(null);
  const members = account.members.filter((member) => member.status === 'active');

  return (
    <SectionCard
      title="Members"
      actions={
        mayInvite && (
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setInviting(true)}
          >
            Invite account representative
          </Button>
        )
      }
    >
      {members.length === 0 ? (
        <Typography color="text.secondary">The account has no members yet.</Typography>
      ) : (
        <TableFrame>
          <Table size="small" aria-label="Members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
                {mayRemove && <TableCell align="right">Remove</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.userId}>
                  <TableCell>{member.name}</TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>
                    {mayChangeRole ? (
                      <TextField
                        select
                        size="small"
                        value={member.role}
                        disabled={changeRole.isPending}
                        slotProps={{ htmlInput: { 'aria-label': `Role of ${member.name}` } }}
                        onChange={(event) =>
                          changeRole.mutate({
                            userId: member.userId,
                            role: event.target.value as AccountMembershipRole,
                          })
                        }
                      >
                        {ACCOUNT_MEMBERSHIP_ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {ACCOUNT_MEMBERSHIP_ROLE_LABELS[role]}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      ACCOUNT_MEMBERSHIP_ROLE_LABELS[member.role]
                    )}
                  </TableCell>
                  {mayRemove && (
                    <TableCell align="right">
                      <IconButton aria-label={`Remove ${member.name}`} onClick={() => setRemoving(member)}>
                        <PersonRemoveOutlinedIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      {inviting && <InviteAccountRepDialog accountId={account.id} onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        text={`${removing?.name ?? ''} will no longer be a member of ${account.name}.`}
        confirmLabel="Remove"
        confirmColor="error"
        sending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.userId, { onSuccess: () => setRemoving(null) })}
      />
    </SectionCard>
  );
}
