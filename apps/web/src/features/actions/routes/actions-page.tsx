import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DoneNotice } from '../../../components/done-notice';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { actionListQuery } from '../../../lib/api/actions';
import { useCompanyOptions } from '../../../lib/api/companies';
import { ActionsFilters, type ActionFilters } from '../components/actions-filters';
import { ActionsTable } from '../components/actions-table';
import { PendingRequestsPanel } from '../components/pending-requests-panel';

// The review dialog (its forms, date fields and schemas) loads when an action is opened, not with the page
// (issue 14: the page's first load went from 405 kB toward the shell's 300).
const ActionReviewDialog = lazy(() =>
  import('../components/action-review-dialog').then(({ ActionReviewDialog }) => ({
    default: ActionReviewDialog,
  })),
);

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
  // What the last decision did: the action leaves the pending list, which says nothing by itself.
  const [decided, setDecided] = useState<string | null>(null);
  // ?actionId= opens that action's review at once: the link of a notification mail (issue 12).
  const [params, setParams] = useSearchParams();
  const openId = params.get('actionId');
  const setOpenId = (actionId: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (actionId) next.set('actionId', actionId);
        else next.delete('actionId');
        return next;
      },
      { replace: true },
    );
  const actions = useQuery({
    ...actionListQuery({
      type: filters.type || undefined,
      status: filters.status || undefined,
      state: filters.state || undefined,
      companyId: filters.companyId || undefined,
      ...paging,
    }),
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
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
        <Suspense fallback={null}>
          <ActionReviewDialog
            actionId={openId}
            isRegistryAdmin={isRegistryAdmin}
            onClose={() => setOpenId(null)}
            onDecided={setDecided}
          />
        </Suspense>
      )}
      <DoneNotice message={decided} onClose={() => setDecided(null)} />
    </Box>
  );
}
