import { lazy, Suspense, useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { DoneNotice } from '../../../components/done-notice';
import { useSession } from '../../../lib/session/session-context';
import type { AccountSummary } from '@safc/domain';
import { useActionReadiness } from '../../../lib/accounts/get-action-readiness';
import { useUnits, type ListMode, type UnitRow } from '../api/get-units';
import { NO_UNIT_FILTERS, type UnitFilters } from '../lib/unit-filters';
import { mayInitiateOn, unitOperations, type UnitOperation } from '../lib/unit-row-permissions';
import { ReadinessNotice } from './readiness-notice';
import { UnitFiltersBar } from './unit-filters-bar';
import { UnitsListEnd } from './units-list-end';
import { UnitsTable } from './units-table';
import { BatchSelectionBar, type BatchOperation } from './batch-selection-bar';

// The operation dialogs (forms, date fields, schemas) load when one is opened, not with the page (issue 14).
const UnitOperationDialog = lazy(() =>
  import('./unit-operation-dialog').then(({ UnitOperationDialog }) => ({ default: UnitOperationDialog })),
);
const BatchClaimDialog = lazy(() =>
  import('./batch-claim-dialog').then(({ BatchClaimDialog }) => ({ default: BatchClaimDialog })),
);
const BatchTransferDialog = lazy(() =>
  import('./batch-transfer-dialog').then(({ BatchTransferDialog }) => ({ default: BatchTransferDialog })),
);

const BATCH_DIALOGS = { transfer: BatchTransferDialog, claim: BatchClaimDialog };

/** The holdings of one account, in single or tree (chain of custody) mode. */
export function UnitsPanel({ account }: { account: AccountSummary }) {
  const session = useSession();
  const [mode, setMode] = useState<ListMode>('single');
  const [filters, setFilters] = useState<UnitFilters>(NO_UNIT_FILTERS);
  // The search is asked of the server; typing does not wait on each answer.
  const search = useDeferredValue(filters.search.trim());
  const [operation, setOperation] = useState<{ unit: UnitRow; operation: UnitOperation } | null>(null);
  const [started, setStarted] = useState(false);
  // The blocks chosen for a batch, kept by id so a refetch (a new page, a poll) keeps the choice.
  const [chosen, setChosen] = useState<ReadonlyMap<string, UnitRow>>(new Map());
  const [batch, setBatch] = useState<BatchOperation | null>(null);
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
  const batchOperationsOf = (unit: UnitRow) =>
    unitOperations(session.permissions, unit).filter(
      (candidate): candidate is BatchOperation => candidate === 'transfer' || candidate === 'claim',
    );
  const chosenUnits = [...chosen.values()];
  const changeChoice = (units: UnitRow[], selected: boolean) =>
    setChosen((previous) => {
      const next = new Map(previous);
      for (const unit of units) {
        if (selected) next.set(unit.id, unit);
        else next.delete(unit.id);
      }
      return next;
    });
  const BatchOperationDialog = batch ? BATCH_DIALOGS[batch] : null;

  return (
    <>
      {mayInitiateOn(session.permissions, account.companyId, account.id) && (
        <ReadinessNotice readiness={readiness.data} />
      )}
      <UnitFiltersBar filters={filters} onChange={setFilters} mode={mode} onModeChange={setMode} />
      {chosen.size > 0 && (
        <BatchSelectionBar
          units={chosenUnits}
          allow={(candidate) => chosenUnits.every((unit) => batchOperationsOf(unit).includes(candidate))}
          canAct={readiness.data?.canAct ?? false}
          onStart={setBatch}
          onClear={() => setChosen(new Map())}
        />
      )}
      {units.isFetching && <LinearProgress aria-label="Loading units" sx={{ mb: 1 }} />}
      {units.data && total === 0 ? (
        <Alert severity="info">
          {filtered ? 'No units match these filters.' : 'This account holds no units.'}
        </Alert>
      ) : (
        <UnitsTable
          rows={rows}
          tree={mode === 'tree'}
          operationsOf={(unit) => unitOperations(session.permissions, unit)}
          canAct={readiness.data?.canAct ?? false}
          onOperation={(unit, picked) => setOperation({ unit, operation: picked })}
          selection={{
            isSelectable: (unit) => batchOperationsOf(unit).length > 0,
            selected: new Set(chosen.keys()),
            onChange: changeChoice,
          }}
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
      <Suspense fallback={null}>
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
        {BatchOperationDialog && (
          <BatchOperationDialog
            units={chosenUnits}
            onClose={(started) => {
              setBatch(null);
              // Blocks now reserved by their actions are done with; a cancelled dialog keeps the choice.
              if (started) setChosen(new Map());
            }}
          />
        )}
      </Suspense>
      <DoneNotice
        message={started ? "Action started: it now waits for a second person's signature." : null}
        onClose={() => setStarted(false)}
      />
    </>
  );
}
