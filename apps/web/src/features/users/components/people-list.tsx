import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { ListedUser, UserSummary } from '@safc/domain';
import { UsersTable } from './users-table';
import { TableFrame } from '../../../components/table-frame';

/** A list of people, its loading bar and its empty state. */
export function PeopleList({
  users,
  loading,
  basePath,
  empty,
}: {
  users: (UserSummary | ListedUser)[] | undefined;
  loading: boolean;
  basePath: '/users' | '/colleagues';
  empty: ReactNode;
}) {
  return (
    <Paper variant="outlined">
      {loading && <LinearProgress />}
      {users?.length === 0 && (
        <Alert severity="info" sx={{ m: 2 }}>
          {empty}
        </Alert>
      )}
      {Boolean(users?.length) && (
        <TableFrame label="People">
          <UsersTable users={users!} basePath={basePath} />
        </TableFrame>
      )}
    </Paper>
  );
}
