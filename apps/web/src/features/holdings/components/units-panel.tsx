import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { useSession } from '../../../lib/session/session-context';
import type { AccountSummary } from '@safc/domain';
import { useActionReadiness } from '../../../lib/accounts/get-action-readiness';
import { useUnits, type ListMode, type UnitRow } from '../api/get-units';
import { NO_UNIT_FILTERS, type UnitFilters } from '../lib/unit-filters';
import { mayInitiateOn, unitOperations, type UnitOperation } from '../lib/unit-row-permissions';
import { ReadinessNotice } from './readiness-notice';
import { UnitFiltersBar } from './unit-filters-bar';
import { UnitOperationDialog } from './unit-operation-dialog';
import { UnitsListEnd } from './units-list-end';
import { UnitsTable } from './units-table';

/** The holdings of one account, in single or tree (chain of custody) mode. */
export function UnitsPanel({ account }: { account: AccountSummary }) {
  const session = useSession();
  const [mode, setMode] = useState<ListMode>('single');
  const [filters, setFilters] = useState<UnitFilters>(NO_UNIT_FILTERS);
  // The search is asked of the server; typing does not wait on each answer.
  const search = useDeferredValue(filters.search.trim());
  const [operation, setOperation] = useState<{ unit: UnitRow; operation: UnitOperation } | null>(null);
  const [started, setStarted] = useState(false);
  const units = useUnits({
    accountId: account.id,
    mode,
    status: filters.status || undefined,
    unitType: filters.unitType || undefined,
    search: search || undefined,
  });
  const readiness = useActionReadiness(account.id);
  const { rows, total } = units;
  const filtered = filters.status !== '' || filters.unitType !== '' || search !== '';

  return (
    <>
      {mayInitiateOn(session.permissions, account.companyId, account.id) && (
        <ReadinessNotice readiness={readiness.data} />
      )}
      <UnitFiltersBar filters={filters} onChange={setFilters} mode={mode} onModeChange={setMode} />
      {units.isFetching && <LinearProgress aria-label="Loading units" sx={{ mb: 1 }} />}
      {units.data && total === 0 ? (
        <Alert severity="info">
          {filtered ? 'No units match these filters.' : 'This account holds no units.'}
        </Alert>
      ) : (
        <UnitsTable
          rows={rows}
          operationsOf={(unit) => unitOperations(session.permissions, unit)}
          canAct={readiness.data?.canAct ?? false}
          onOperation={(unit, chosen) => setOperation({ unit, operation: chosen })}
        />
      )}
      {total !== undefined && total > 0 && (
        <UnitsListEnd
          shown={rows.length}
          total={total}
          loading={units.isFetchingNextPage}
          onMore={units.hasNextPage ? () => void units.fetchNextPage() : undefined}
        />
      )}
      {operation && (
        <UnitOperationDialog
          unit={operation.unit}
          operation={operation.operation}
          onClose={() => setOperation(null)}
          onDone={() => {
            setOperation(null);
            setStarted(true);
          }}
        />
      )}
      <Snackbar
        open={started}
        autoHideDuration={6000}
        onClose={() => setStarted(false)}
        message="Action started: it now waits for a second person's signature."
      />
    </>
  );
}
