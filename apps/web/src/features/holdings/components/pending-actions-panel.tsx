import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../../../lib/session/session-context';
import { useQuery } from '@tanstack/react-query';
import { actionListQuery } from '../../../lib/api/actions';
import { useMoveAction } from '../api/move-action';
import { pendingActionSteps } from '../lib/pending-action-steps';
import { PendingActionsTable } from './pending-actions-table';

/** The pendingActions tab: actions awaiting the user's signature or the account's acceptance. */
export function PendingActionsPanel({ accountId }: { accountId: string }) {
  const session = useSession();
  const actions = useQuery(actionListQuery({ accountId, state: 'pending', pageSize: 100 }));
  const move = useMoveAction();
  if (actions.isPending) return <LinearProgress aria-label="Loading pending actions" />;
  const rows = actions.data?.items ?? [];
  if (rows.length === 0) return <Alert severity="info">No actions are waiting on this account.</Alert>;
  return (
    <PendingActionsTable
      actions={rows}
      stepsOf={(action) => pendingActionSteps(session.permissions, session.me?.id, action)}
      busy={move.isPending}
      onStep={(action, step) => move.mutate({ actionId: action.id, step })}
    />
  );
}
