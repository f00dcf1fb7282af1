import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ActionView } from '@safc/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DoneNotice } from '../../../components/done-notice';
import { BatchOutcomeList } from '../../../components/batch/batch-outcome-list';
import { SelectionBar } from '../../../components/batch/selection-bar';
import { batchOutcomes, type BatchOutcomes } from '../../../components/batch/batch-outcomes';
import { actionListQuery } from '../../../lib/api/actions';
import { useSession } from '../../../lib/session/session-context';
import { useMoveAction } from '../api/move-action';
import { useStepActionBatch, type BatchStep } from '../api/step-action-batch';
import { pendingActionSteps } from '../lib/pending-action-steps';
import { stepOutcome } from '../lib/step-outcome';
import { PendingActionsTable } from './pending-actions-table';

const BATCH_STEP_LABELS: Record<BatchStep, string> = { sign: 'Sign selected', accept: 'Accept selected' };

/**
 * The pendingActions tab: actions awaiting the user's signature or the account's acceptance, one at a time
 * or several at once with one signature act (docs/decisions/042), each one's outcome listed after.
 */
export function PendingActionsPanel({ accountId }: { accountId: string }) {
  const session = useSession();
  const actions = useQuery(actionListQuery({ accountId, state: 'pending', pageSize: 100 }));
  const move = useMoveAction();
  const batch = useStepActionBatch();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<BatchOutcomes | null>(null);
  // What the last single step did: its row leaves the list, which says nothing by itself.
  const [stepped, setStepped] = useState<string | null>(null);
  // A notification mail's link names the action it is about (?actionId=): its row is picked out.
  const [params] = useSearchParams();
  const linkedId = params.get('actionId');
  if (actions.isPending) return <LinearProgress aria-label="Loading pending actions" />;
  const rows = actions.data?.items ?? [];
  const stepsOf = (action: ActionView) => pendingActionSteps(session.permissions, session.me?.id, action);
  // Only what is still listed counts: an action that moved on since it was ticked leaves the choice.
  const chosen = rows.filter((action) => selected.has(action.id));
  const select = (changed: ActionView[], value: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const action of changed) {
        if (value) next.add(action.id);
        else next.delete(action.id);
      }
      return next;
    });
  const run = (step: BatchStep) => {
    const items = chosen.map((action) => ({ id: action.id, serial: action.serial ?? action.id }));
    batch.mutate(
      { step, actionIds: chosen.map((action) => action.id) },
      {
        onSuccess: (answer) => {
          setOutcomes(
            batchOutcomes(items, {
              actions: answer.actions,
              actionOf: (item, action) => action.id === item.id,
            }),
          );
          setSelected(new Set());
        },
        onError: (error) => setOutcomes(batchOutcomes(items, { error })),
      },
    );
  };
  return (
    <>
      {outcomes && (
        <Box role="region" aria-label="Outcome of the last batch" sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {outcomes.items.every((item) => item.state === 'done')
                ? 'Every selected action moved on'
                : 'Nothing was signed or accepted: one action held the batch back'}
            </Typography>
            <Button size="small" onClick={() => setOutcomes(null)}>
              Dismiss
            </Button>
          </Box>
          <BatchOutcomeList outcomes={outcomes} label="What happened to each action" />
        </Box>
      )}
      {linkedId && !rows.some((action) => action.id === linkedId) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The action the link points to no longer awaits anyone on this account: it was completed, rejected,
          cancelled or it expired.
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert severity="info">No actions are waiting on this account.</Alert>
      ) : (
        <>
          {chosen.length > 0 && (
            <SelectionBar label="Selected actions">
              <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {chosen.length} selected
              </Typography>
              {/* A step none of the chosen actions offers is left out; one some do not offer is disabled. */}
              {(['sign', 'accept'] as const)
                .filter((step) => chosen.some((action) => stepsOf(action).includes(step)))
                .map((step) => (
                  <Button
                    key={step}
                    size="small"
                    variant="contained"
                    disabled={batch.isPending || !chosen.every((action) => stepsOf(action).includes(step))}
                    onClick={() => run(step)}
                  >
                    {BATCH_STEP_LABELS[step]}
                  </Button>
                ))}
              <Button size="small" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            </SelectionBar>
          )}
          <PendingActionsTable
            actions={rows}
            stepsOf={stepsOf}
            busy={move.isPending || batch.isPending}
            onStep={(action, step) =>
              move.mutate(
                { actionId: action.id, step },
                { onSuccess: (result) => setStepped(stepOutcome(action, step, result)) },
              )
            }
            selected={selected}
            onSelect={select}
            linkedId={linkedId}
          />
        </>
      )}
      <DoneNotice message={stepped} onClose={() => setStepped(null)} />
    </>
  );
}
