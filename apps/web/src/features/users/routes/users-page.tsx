import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { USER_STATUSES, type UserStatus } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { usePermission } from '../../../lib/use-permission';
import { useInvitations } from '../api/get-invitations';
import { useUsers } from '../../../lib/api/users';
import { InvitationsTable } from '../components/invitations-table';
import { InviteDialog } from '../components/invite-dialog';
import { PeopleList } from '../components/people-list';
import { TableFrame } from '../../../components/table-frame';

const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  blocked: 'Blocked',
  removed: 'Removed',
};

/** Besides the user statuses, the list filters on a sign-in lock (an active user may be locked out). */
const SIGN_IN_LOCKED = 'signInLocked';
type StatusFilter = UserStatus | '' | typeof SIGN_IN_LOCKED;

/** /users: the administrator's list of the registry's users, their pending invitations, and invitations to send. */
export function UsersPage() {
  const allowed = usePermission();
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  // Seeing a sign-in lock is the permission to lift it (decision 031).
  const seesLocks = allowed('Unblock', 'User');
  const users = useUsers({
    status: status === '' || status === SIGN_IN_LOCKED ? undefined : status,
    search: search.trim() || undefined,
    signInLocked: status === SIGN_IN_LOCKED || undefined,
  });
  const invitations = useInvitations({ status: 'pending' });
  const kinds = [
    ...(allowed('Create', 'Company') ? (['createCompany'] as const) : []),
    ...(allowed('Invite', 'RegistryAdminUser') ? (['registryAdmin'] as const) : []),
  ];

  return (
    <Box>
      <PageTitle
        title="Users"
        actions={
          kinds.length > 0 && (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setInviting(true)}
            >
              Invite
            </Button>
          )
        }
      />
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {USER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </MenuItem>
          ))}
          {seesLocks && <MenuItem value={SIGN_IN_LOCKED}>Sign-in locked</MenuItem>}
        </TextField>
        <TextField
          size="small"
          label="Search by name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <PeopleList users={users.data} loading={users.isPending} basePath="/users" empty="No users match." />
      {Boolean(invitations.data?.length) && (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
            Pending invitations
          </Typography>
          <Paper variant="outlined">
            <TableFrame label="Pending invitations">
              <InvitationsTable invitations={invitations.data!} mayRevoke />
            </TableFrame>
          </Paper>
        </Box>
      )}
      {inviting && <InviteDialog title="Invite" kinds={kinds} onClose={() => setInviting(false)} />}
    </Box>
  );
}
