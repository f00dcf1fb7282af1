import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, REQUEST_KIND_LABELS, routePath } from '@safc/domain';
import { usePendingRequests } from '../../../lib/api/requests';

/**
 * The company and account requests awaiting an administrator, each linked to the company page where it is
 * decided. With the issuances awaiting approval in the table below, they are what the bell counts.
 * Issuance requests are decided from the table itself, so they are not repeated here.
 */
export function PendingRequestsPanel() {
  const requests = usePendingRequests(null);
  const waiting = (requests.data ?? []).filter((request) => request.kind !== 'IssueApprovalRequest');
  if (!requests.data) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Requests awaiting review" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        Requests awaiting review ({waiting.length})
      </Typography>
      {waiting.length === 0 ? (
        <Alert severity="info">No company or account request awaits a decision.</Alert>
      ) : (
        <List dense disablePadding>
          {waiting.map((request) => (
            <ListItem key={request.id} disableGutters data-testid="pending-request">
              <ListItemText
                primary={
                  request.companyId ? (
                    <Link
                      component={RouterLink}
                      to={routePath('COMPANY_VIEW', { companyId: request.companyId })}
                    >
                      {REQUEST_KIND_LABELS[request.kind]} · {request.companyName}
                    </Link>
                  ) : (
                    REQUEST_KIND_LABELS[request.kind]
                  )
                }
                secondary={`${request.accountName ? `${request.accountName} · ` : ''}${request.requestedBy.name} · ${formatDateTime(request.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
