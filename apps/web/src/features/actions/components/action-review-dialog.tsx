import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, formatDateTime, formatNumber } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { PlausibilityWarnings } from '../../../components/plausibility-warnings';
import { TextDialog } from '../../../components/forms';
import { useAction } from '../api/get-action';
import { useApproveAction } from '../api/approve-action';
import { useIssuance } from '../../../lib/api/issuances';
import { useClarifyAction } from '../api/clarify-action';
import { useRejectAction } from '../api/reject-action';
import { IssuanceReview } from './issuance-review';
import { clarifySchema, rejectSchema } from '../lib/decision-schemas';

type Decision = 'reject' | 'clarify' | null;

const line = (label: string, value: string | null | undefined) => (
  <Typography variant="body2" key={label}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
    </Box>
    {value || '—'}
  </Typography>
);

/**
 * One action, its signatures and clarification thread; an administrator decides issuances awaiting approval.
 * A decision closes the dialog and is told to `onDecided` in words (the row then leaves the list silently).
 */
export function ActionReviewDialog({
  actionId,
  isRegistryAdmin,
  onClose,
  onDecided,
}: {
  actionId: string;
  isRegistryAdmin: boolean;
  onClose: () => void;
  onDecided: (message: string) => void;
}) {
  const action = useAction(actionId);
  const approve = useApproveAction();
  const reject = useRejectAction();
  const clarify = useClarifyAction();
  const [decision, setDecision] = useState<Decision>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const data = action.data;
  const issuance = useIssuance(data?.issuanceId ?? null);
  const warnings = issuance.data?.warnings ?? [];
  const busy = approve.isPending || reject.isPending || clarify.isPending;
  const decidable = isRegistryAdmin && data?.type === 'Issue' && data.status === 'pendingApproval';
  // Decision 035: approving acknowledges each warning by its code; until ticked, Approve waits.
  const approvable = decidable && issuance.isSuccess && (warnings.length === 0 || acknowledged);
  const product = (data?.payload.product ?? {}) as { quantityMT?: string };
  const quantity = data?.volume ?? product.quantityMT ?? null;
  const volume = quantity ? `${formatNumber(quantity, { minimumFractionDigits: 3 })} t` : null;
  const theIssuance = `the issuance${volume ? ` of ${volume}` : ''}`;
  const decided = (message: string) => () => {
    onDecided(message);
    onClose();
  };

  return (
    <>
      <GeneralDialog
        open={decision === null}
        onClose={busy ? undefined : onClose}
        title={data ? `${ACTION_TYPE_LABELS[data.type]} · ${ACTION_STATUS_LABELS[data.status]}` : 'Action'}
        actions={
          <>
            <Button onClick={onClose} disabled={busy}>
              Close
            </Button>
            {decidable && (
              <>
                <Button color="warning" disabled={busy} onClick={() => setDecision('clarify')}>
                  Ask for clarification
                </Button>
                <Button color="error" disabled={busy} onClick={() => setDecision('reject')}>
                  Reject
                </Button>
                <Button
                  variant="contained"
                  disabled={busy || !approvable}
                  onClick={() =>
                    approve.mutate(
                      { actionId, acknowledgedWarnings: warnings.map((warning) => warning.code) },
                      { onSuccess: decided(`Approved: ${theIssuance} is issued.`) },
                    )
                  }
                >
                  Approve
                </Button>
              </>
            )}
          </>
        }
      >
        {!data ? (
          <LinearProgress aria-label="Loading action" />
        ) : (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {line('ID', data.id)}
            {line('Unit', data.serial)}
            {line('Volume', volume)}
            {line(
              'From',
              data.sendingAccountName
                ? `${data.sendingAccountName} · ${data.sendingCompanyName ?? 'Private company'}`
                : null,
            )}
            {line(
              'To',
              data.receivingAccountName
                ? `${data.receivingAccountName} · ${data.receivingCompanyName ?? 'Private company'}`
                : null,
            )}
            {line('Initiator', data.initiatorName)}
            {line('Signatures', `${data.signatures} of ${data.requiredSignatures}`)}
            {data.signedBy.map((signature) =>
              line('Signed by', `${signature.userName}, ${formatDateTime(signature.signedAt)}`),
            )}
            {line('Required actions', data.requiredActions)}
            {line('Created', formatDateTime(data.createdAt))}
            {data.issuanceId && <IssuanceReview issuanceId={data.issuanceId} />}
            <PlausibilityWarnings
              warnings={warnings}
              intro="Accepted at submission, but unusual: check each against the proof of sustainability."
            >
              {decidable && (
                <FormControlLabel
                  sx={{ mt: 1, display: 'flex' }}
                  control={
                    <Checkbox
                      checked={acknowledged}
                      onChange={(event) => setAcknowledged(event.target.checked)}
                    />
                  }
                  label="I have checked these against the proof of sustainability"
                />
              )}
            </PlausibilityWarnings>
            {data.clarification?.thread.map((entry, index) => (
              <Typography
                key={index}
                variant="body2"
                sx={{ mt: 1, p: 1, bgcolor: 'background.default', borderRadius: 1 }}
              >
                <strong>{entry.role === 'question' ? 'Question' : 'Answer'}</strong> · {entry.by},{' '}
                {formatDateTime(entry.at)}
                <br />
                {entry.comment}
              </Typography>
            ))}
          </Box>
        )}
      </GeneralDialog>
      <TextDialog
        open={decision === 'clarify'}
        title="Ask for clarification"
        text="The issuance goes back to its initiator with your question; it returns here once answered."
        schema={clarifySchema}
        field="comment"
        label="Question"
        required
        confirmLabel="Send question"
        confirmColor="primary"
        sending={clarify.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(body) =>
          clarify.mutate(
            { actionId, comment: body.comment },
            {
              onSuccess: decided(`Question sent: ${theIssuance} is back with its initiator until answered.`),
            },
          )
        }
      />
      <TextDialog
        open={decision === 'reject'}
        title="Reject the issuance"
        text="No units are issued. The initiator sees your comment."
        schema={rejectSchema}
        field="comment"
        label="Comment"
        confirmLabel="Reject"
        confirmColor="error"
        sending={reject.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(body) =>
          reject.mutate(
            { actionId, comment: body.comment },
            {
              onSuccess: decided(`Rejected: ${theIssuance} is not issued; its initiator sees your comment.`),
            },
          )
        }
      />
    </>
  );
}
