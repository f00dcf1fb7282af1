import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, type WebhookAttempt } from '@safc/domain';
import { TableFrame } from '../../../components/table-frame';
import { useSendWebhookAgain } from '../api/send-webhook-again';
import { DELIVERIES_PAGE_SIZE, useWebhookDeliveries } from '../api/webhook-deliveries';

/** Read by screen readers, not shown: the last column's buttons say what it holds. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const TRIGGERS: Record<WebhookAttempt['trigger'], string> = { queue: '', again: 'sent again', ping: 'test' };

function Result({ attempt }: { attempt: WebhookAttempt }) {
  const label = attempt.statusCode ? String(attempt.statusCode) : 'No answer';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={attempt.ok ? 'success' : 'error'} label={label} />
      {!attempt.ok && attempt.error && (
        <Typography variant="body2" color="text.secondary">
          {attempt.error}
        </Typography>
      )}
    </Box>
  );
}

/** An endpoint's tries, newest first, with what it answered; any message may be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const again = useSendWebhookAgain();
  const items = deliveries.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((deliveries.data?.total ?? 0) / DELIVERIES_PAGE_SIZE));
  if (deliveries.isError) return <Alert severity="error">The delivery log could not be read.</Alert>;
  if (deliveries.data && items.length === 0)
    return <Typography color="text.secondary">Nothing was sent to this endpoint yet.</Typography>;
  return (
    <Box>
      <TableFrame>
        <Table size="small" aria-label="Delivery log">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Result</TableCell>
              <TableCell align="right">Duration</TableCell>
              <TableCell>Answer</TableCell>
              {/* Relative: the hidden name stays inside the frame that scrolls sideways. */}
              <TableCell sx={{ position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  Send again
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((attempt) => (
              <TableRow key={attempt.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.attemptedAt)}</TableCell>
                <TableCell>
                  <code>{attempt.type}</code>
                  {TRIGGERS[attempt.trigger] && (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {' '}
                      ({TRIGGERS[attempt.trigger]})
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Result attempt={attempt} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {attempt.durationMs} ms
                </TableCell>
                {/* minWidth: 'anywhere' lets the column shrink to a letter, a row as tall as the page on a phone. */}
                <TableCell
                  sx={{
                    minWidth: 180,
                    maxWidth: 240,
                    overflowWrap: 'anywhere',
                    fontFamily: 'monospace',
                    fontSize: 12,
                  }}
                >
                  {attempt.response ?? ''}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={again.isPending}
                    onClick={() => again.mutate({ id: endpointId, messageId: attempt.messageId })}
                  >
                    Send again
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Typography variant="body2">
            Page {page} of {pages}
          </Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Box>
      )}
    </Box>
  );
}
