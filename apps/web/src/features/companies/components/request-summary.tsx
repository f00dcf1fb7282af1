import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@safc/domain';
import type { RegistryRequest } from '../api/company-types';
import { REQUEST_KIND_LABELS } from '../lib/request-labels';

/** The fields a request carries for review, as "field: value" lines (the applicant, the company, the changes). */
function payloadLines(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'invitationId') continue;
    if (typeof value === 'object' && value !== null) {
      const inner = Object.entries(value).filter(([, text]) => typeof text === 'string' && text !== '');
      if (inner.length) lines.push(`${key}: ${inner.map(([field, text]) => `${field} ${String(text)}`).join(', ')}`);
    } else if (value !== null && value !== undefined && value !== '') lines.push(`${key}: ${String(value)}`);
  }
  return lines;
}

/** What a request asks, by whom and when, with its documents. */
export function RequestSummary({ request }: { request: RegistryRequest }) {
  return (
    <Box sx={{ flex: 1, minWidth: 240 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {REQUEST_KIND_LABELS[request.kind]}
        {request.accountName ? ` · ${request.accountName}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        By {request.requestedBy.name} ({request.requestedBy.email}) on {formatDateTime(request.createdAt)}
      </Typography>
      {payloadLines(request.payload).map((line) => (
        <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>
          {line}
        </Typography>
      ))}
      {request.documents.length > 0 && (
        <Typography variant="body2">Documents: {request.documents.map((document) => document.name).join(', ')}</Typography>
      )}
    </Box>
  );
}
