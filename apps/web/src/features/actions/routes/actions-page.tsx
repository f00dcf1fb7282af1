import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useActions } from '../api/get-actions';
import { useCompanyOptions } from '../../../lib/api/company-options';
import { ActionReviewDialog } from '../components/action-review-dialog';
import { ActionsFilters, type ActionFilters } from '../components/actions-filters';
import { ActionsTable } from '../components/actions-table';
import { PendingRequestsPanel } from '../components/pending-requests-panel';

/** Actions (platform spec §2): every action for administrators, the company's for others. */
export function ActionsPage() {
  const session = useSession();
  const isRegistryAdmin = session.me?.isRegistryAdmin ?? false;
  const companies = useCompanyOptions(isRegistryAdmin);
  const [filters, setFilters] = useState<ActionFilters>({
    type: '',
    status: '',
    state: 'pending',
    companyId: '',
  });
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [openId, setOpenId] = useState<string | null>(null);
  const actions = useActions({
    type: filters.type || undefined,
    status: filters.status || undefined,
    state: filters.state || undefined,
    companyId: filters.companyId || undefined,
    ...paging,
  });
  return (
    <Box>
      <PageTitle title="Actions" />
      {isRegistryAdmin && <PendingRequestsPanel />}
      <ActionsFilters
        filters={filters}
        companies={isRegistryAdmin ? (companies.data ?? []) : null}
        onChange={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      {actions.isFetching && <LinearProgress aria-label="Loading actions" sx={{ mb: 1 }} />}
      {actions.data && actions.data.items.length === 0 && (
        <Alert severity="info">No actions match these filters.</Alert>
      )}
      {actions.data && actions.data.items.length > 0 && (
        <ActionsTable
          actions={actions.data.items}
          total={actions.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          onOpen={(action) => setOpenId(action.id)}
        />
      )}
      {openId && (
        <ActionReviewDialog
          actionId={openId}
          isRegistryAdmin={isRegistryAdmin}
          onClose={() => setOpenId(null)}
        />
      )}
    </Box>
  );
}
