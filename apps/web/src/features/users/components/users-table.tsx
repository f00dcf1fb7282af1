import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { ListedUser, UserSummary } from '@safc/domain';
import { COMPANY_ROLE_LABELS, ONBOARDING_STATUS_LABELS } from '../lib/user-labels';
import { SignInLockedChip, UserStatusChip } from './user-status-chip';

/** People with their companies and roles; each name opens the person (/users/{id} or /colleagues/{id}). */
export function UsersTable({
  users,
  basePath,
}: {
  /** The administrator's list carries each user's sign-in lock; other lists do not. */
  users: (UserSummary | ListedUser)[];
  basePath: '/users' | '/colleagues';
}) {
  return (
    <Table size="small" aria-label="Users">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>E-mail</TableCell>
          <TableCell>Companies and roles</TableCell>
          <TableCell>Registration</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`${basePath}/${user.id}`} sx={{ fontWeight: 600 }}>
                {user.name}
              </Link>
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>
              {[
                ...(user.isRegistryAdmin ? ['Registry administrator'] : []),
                ...user.companies
                  .filter((company) => company.status === 'active')
                  .map((company) => `${company.name} (${COMPANY_ROLE_LABELS[company.role]})`),
              ].join(', ') || '—'}
            </TableCell>
            <TableCell>{ONBOARDING_STATUS_LABELS[user.onboardingStatus]}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <UserStatusChip status={user.status} />
                {'signInLockedAt' in user && user.signInLockedAt && (
                  <SignInLockedChip since={user.signInLockedAt} />
                )}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
