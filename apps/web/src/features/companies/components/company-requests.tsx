import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REQUEST_KIND_LABELS, requestDecisionSchema } from '@safc/domain';
import { TextDialog } from '../../../components/forms';
import { SectionCard } from '../../../components/section-card';
import type { RegistryRequest } from '../api/company-types';
import { useDecideRequest } from '../api/decide-request';
import { useCompanyRequests } from '../api/get-company-requests';
import { RequestSummary } from './request-summary';

/**
 * The company's pending requests. Administrators approve or reject each with a comment; a representative
 * sees what awaits approval.
 */
export function CompanyRequests({ companyId, mayDecide }: { companyId: string; mayDecide: boolean }) {
  const requests = useCompanyRequests(companyId);
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
            aria-label={REQUEST_KIND_LABELS[request.kind]}
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <RequestSummary request={request} />
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
      <TextDialog
        open={deciding !== null}
        title={deciding?.approve ? 'Approve request' : 'Reject request'}
        text={deciding?.approve ? 'The request takes effect at once.' : 'The requester sees your comment.'}
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
