import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REQUEST_KIND_LABELS, requestDecisionSchema, type RegistryRequest } from '@safc/domain';
import { useDecideRequest } from '../lib/api/requests';
import { TextDialogWhenOpened } from './forms/text-dialog-when-opened';
import { SectionCard } from './section-card';

export interface PendingRequestsProps {
  requests: RegistryRequest[];
  /** Administrators approve or reject; anyone else sees "Awaiting approval". */
  mayDecide: boolean;
  /** What the request asks for, beside its decision buttons. */
  summary: (request: RegistryRequest) => ReactNode;
  /** What approving does, said in the approval dialog. */
  approvalText: string;
}

/** The pending requests of a company or an account, each approved or rejected with a comment. */
export function PendingRequests({ requests, mayDecide, summary, approvalText }: PendingRequestsProps) {
  const decide = useDecideRequest();
  const [deciding, setDeciding] = useState<{ request: RegistryRequest; approve: boolean } | null>(null);
  if (requests.length === 0) return null;

  return (
    <SectionCard title="Pending requests">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {requests.map((request) => (
          <Paper
            key={request.id}
            variant="outlined"
            role="group"
            aria-label={REQUEST_KIND_LABELS[request.kind]}
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {summary(request)}
            {mayDecide ? (
              <>
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => setDeciding({ request, approve: true })}
                >
                  Approve
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setDeciding({ request, approve: false })}
                >
                  Reject
                </Button>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Awaiting approval
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
      <TextDialogWhenOpened
        open={deciding !== null}
        title={deciding?.approve ? 'Approve request' : 'Reject request'}
        text={deciding?.approve ? approvalText : 'The requester sees your comment.'}
        schema={requestDecisionSchema}
        field="comment"
        label="Comment"
        confirmLabel={deciding?.approve ? 'Approve' : 'Reject'}
        confirmColor={deciding?.approve ? 'success' : 'error'}
        sending={decide.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={(body) =>
          deciding &&
          decide.mutate(
            { requestId: deciding.request.id, approve: deciding.approve, body },
            { onSuccess: () => setDeciding(null) },
          )
        }
      />
    </SectionCard>
  );
}
