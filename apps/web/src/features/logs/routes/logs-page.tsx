import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { can } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useLogAccounts, useLogUsers } from '../api/get-log-filters';
import { useLogs } from '../api/get-logs';
import { LogsFilters, NO_LOG_FILTERS, type LogFilters } from '../components/logs-filters';
import { LogsTable } from '../components/logs-table';
import { VerifyChain } from '../components/verify-chain';

/** Logs (DESIGN §8): the tamper-evident event log, filtered and paged; administrators verify its chain. */
export function LogsPage() {
  const session = useSession();
  const isRegistryAdmin = session.me?.isRegistryAdmin ?? false;
  const [filters, setFilters] = useState<LogFilters>(NO_LOG_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const accounts = useLogAccounts();
  const mayViewColleagues = session.permissions !== null && can(session.permissions, 'View', 'CompanyUsers');
  const users = useLogUsers(isRegistryAdmin, mayViewColleagues);
  const logs = useLogs({
    type: filters.type || undefined,
    accountId: filters.accountId || undefined,
    userId: filters.userId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ...paging,
  });
  return (
    <Box>
      <PageTitle title="Logs" actions={isRegistryAdmin ? <VerifyChain /> : undefined} />
      <LogsFilters
        filters={filters}
        accounts={accounts.data ?? []}
        users={isRegistryAdmin || mayViewColleagues ? (users.data ?? []) : null}
        onChange={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      {logs.isFetching && <LinearProgress aria-label="Loading events" sx={{ mb: 1 }} />}
      {logs.data && logs.data.items.length === 0 && (
        <Alert severity="info">No events match these filters.</Alert>
      )}
      {logs.data && logs.data.items.length > 0 && (
        <LogsTable
          events={logs.data.items}
          total={logs.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
        />
      )}
    </Box>
  );
}
