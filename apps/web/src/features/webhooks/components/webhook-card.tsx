import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, type WebhookEndpoint, type WebhookWithSecret } from '@safc/domain';
import { DetailList } from '../../../components/detail-list';
import { useDeleteWebhook } from '../api/delete-webhook';
import { usePingWebhook } from '../api/ping-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhook } from '../api/update-webhook';
import { DeliveryLog } from './delivery-log';

const STATUS: Record<WebhookEndpoint['status'], { label: string; color: 'success' | 'warning' | 'error' }> = {
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  disabled: { label: 'Disabled', color: 'error' },
};

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all',
} as const;

/** One endpoint: where it points, what it hears, how it fares, and what a representative may do with it. */
export function WebhookCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (shown: WebhookWithSecret) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ping = usePingWebhook();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const status = STATUS[endpoint.status];
  const paused = endpoint.status !== 'active';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={endpoint.url}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h3" component="h2" sx={{ ...mono, fontSize: '1rem', flex: '1 1 240px' }}>
          {endpoint.url}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} />
      </Box>
      <DetailList
        items={[
          ...(endpoint.description ? [['Description', endpoint.description] as [string, string]] : []),
          ['Events', endpoint.eventTypes.length === 0 ? 'Every event' : endpoint.eventTypes.join(', ')],
          ['Waiting to be sent', String(endpoint.pending)],
          ...(endpoint.failingSince
            ? [['Failing since', formatDateTime(endpoint.failingSince)] as [string, string]]
            : []),
          ...(endpoint.previousSecretValidUntil
            ? [
                ['Old secret valid until', formatDateTime(endpoint.previousSecretValidUntil)] as [
                  string,
                  string,
                ],
              ]
            : []),
        ]}
      />
      {endpoint.status === 'disabled' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Every delivery failed for 5 days, so sending stopped. Once the endpoint answers again, resume it.
        </Alert>
      )}
      {ping.data && (
        <Alert severity={ping.data.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {ping.data.ok
            ? `The test was received (${ping.data.statusCode}, ${ping.data.durationMs} ms).`
            : `The test failed: ${ping.data.error ?? ping.data.statusCode}.`}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={ping.isPending}
          onClick={() => ping.mutate(endpoint.id)}
        >
          Send test
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, status: paused ? 'active' : 'paused' })}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(endpoint.id, { onSuccess: onSecret })}
        >
          Rotate secret
        </Button>
        <Button variant="outlined" size="small" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        {confirmDelete ? (
          <>
            <Button color="error" variant="contained" size="small" onClick={() => remove.mutate(endpoint.id)}>
              Delete with its log
            </Button>
            <Button size="small" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button color="error" size="small" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </Box>
      {showLog && (
        <Box sx={{ mt: 2 }}>
          <DeliveryLog endpointId={endpoint.id} />
        </Box>
      )}
    </Paper>
  );
}
