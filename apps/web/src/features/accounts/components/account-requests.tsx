import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, requestDecisionSchema } from '@safc/domain';
import { DocumentLink } from '../../../components/document-link';
import { TextDialog } from '../../../components/forms';
import type { AccountView } from '../api/account-types';
import { useDecideRequest } from '../api/decide-request';
import { useAccountRequests, type RegistryRequest } from '../api/get-account-requests';
import { SectionCard } from '../../../components/section-card';

const KIND_LABELS: Partial<Record<RegistryRequest['kind'], string>> = {
  AccountCreateRequest: 'Account creation',
  AccountDetailsChangeRequest: 'Change of account details',
};

function changesOf(request: RegistryRequest): string | null {
  const payload = (request.payload ?? {}) as { name?: unknown };
  return typeof payload.name === 'string' && request.kind === 'AccountDetailsChangeRequest'
    ? `New name: ${payload.name}`
    : null;
}

/** For administrators: the account's pending AccountCreate and AccountDetailsChange requests, to approve or reject. */
export function AccountRequests({ account }: { account: AccountView }) {
  const requests = useAccountRequests(account.companyId, account.id, true);
  const decide = useDecideRequest();
  const [deciding, setDeciding] = useState<{ request: RegistryRequest; approve: boolean } | null>(null);
  if (!requests.data?.length) return null;

  return (
    <SectionCard title="Pending requests">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {requests.data.map((request) => (
          <Paper
            key={request.id}
            variant="outlined"
            role="group"
            aria-label={KIND_LABELS[request.kind] ?? request.kind}
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography sx={{ fontWeight: 600 }}>{KIND_LABELS[request.kind] ?? request.kind}</Typography>
              <Typography variant="body2" color="text.secondary">
                By {request.requestedBy.name} ({request.requestedBy.email}) on{' '}
                {formatDateTime(request.createdAt)}
              </Typography>
              {changesOf(request) && <Typography variant="body2">{changesOf(request)}</Typography>}
              {request.documents.length > 0 && (
                <Typography variant="body2" component="div">
                  Documents:{' '}
                  {request.documents.map((document, index) => (
                    <span key={document.id}>
                      {index > 0 && ', '}
                      <DocumentLink
                        href={`/api/requests/${request.id}/documents/${document.id}`}
                        name={document.name}
                      />
                    </span>
                  ))}
                </Typography>
              )}
            </Box>
            <Button
              variant="contained"
              color="success"
              onClick={() => setDeciding({ request, approve: true })}
            >
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeciding({ request, approve: false })}>
              Reject
            </Button>
          </Paper>
        ))}
      </Box>
      <TextDialog
        open={deciding !== null}
        title={deciding?.approve ? 'Approve request' : 'Reject request'}
        text={deciding?.approve ? 'The change takes effect at once.' : 'The requester sees your comment.'}
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
