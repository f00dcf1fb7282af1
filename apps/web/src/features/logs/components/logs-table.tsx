import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '@safc/domain';
import type { LogEntry } from '@safc/domain';
import { eventTypeLabel, payloadText } from '../lib/event-text';

export interface LogsTableProps {
  events: LogEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

export function LogsTable({ events, total, page, pageSize, onPage }: LogsTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Event log" sx={{ minWidth: 900 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>User</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Account</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} data-testid="log-row">
              <TableCell>
                <Tooltip title={`Hash ${event.hash}`}>
                  <span>{event.seq}</span>
                </Tooltip>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{eventTypeLabel(event.type)}</TableCell>
              <TableCell>{event.actorName ?? 'Registry'}</TableCell>
              <TableCell>{event.companyName ?? '—'}</TableCell>
              <TableCell>{event.accountName ?? '—'}</TableCell>
              <TableCell sx={{ maxWidth: 420, fontSize: '0.8rem', color: 'text.secondary' }}>
                {/* Two lines in the list; the whole payload on hover, so a long claim does not stretch the page. */}
                <Tooltip
                  title={
                    <span style={{ whiteSpace: 'pre-wrap' }}>
                      {payloadText(event).replaceAll(' · ', '\n')}
                    </span>
                  }
                >
                  <Box
                    sx={{
                      overflowWrap: 'anywhere',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {payloadText(event)}
                  </Box>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_event, next) => onPage(next + 1, pageSize)}
        onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      />
    </TableContainer>
  );
}
