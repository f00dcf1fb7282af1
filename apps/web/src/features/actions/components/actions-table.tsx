import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, formatDateTime } from '@safc/domain';
import type { ActionView } from '@safc/domain';

const party = (account: string | null, company: string | null) =>
  account ? (
    <>
      {account}
      <br />
      <span style={{ opacity: 0.7 }}>{company ?? 'Private company'}</span>
    </>
  ) : (
    '—'
  );

export interface ActionsTableProps {
  actions: ActionView[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (action: ActionView) => void;
}

/** Platform spec §3 "Action" columns: id, type, sending side, initiator, receiving side, required actions, status, created. */
export function ActionsTable({ actions, total, page, pageSize, onPage, onOpen }: ActionsTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Actions" sx={{ minWidth: 900 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Sending account</TableCell>
            <TableCell>Initiator</TableCell>
            <TableCell>Receiving account</TableCell>
            <TableCell>Required actions</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {actions.map((action) => (
            <TableRow
              key={action.id}
              hover
              onClick={() => onOpen(action)}
              sx={{ cursor: 'pointer' }}
              data-testid="action-row"
            >
              <TableCell
                sx={{ fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'nowrap' }}
                title={action.id}
              >
                {/* The row opens on a click; this button opens it from the keyboard, and names it. */}
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(action);
                  }}
                  sx={{ fontFamily: 'inherit', fontSize: 'inherit', verticalAlign: 'baseline' }}
                >
                  {action.id.slice(0, 8)}
                </Link>
                {action.serial && <div style={{ fontFamily: 'inherit', opacity: 0.7 }}>{action.serial}</div>}
              </TableCell>
              <TableCell>{ACTION_TYPE_LABELS[action.type]}</TableCell>
              <TableCell>{party(action.sendingAccountName, action.sendingCompanyName)}</TableCell>
              <TableCell>{action.initiatorName}</TableCell>
              <TableCell>{party(action.receivingAccountName, action.receivingCompanyName)}</TableCell>
              <TableCell>{action.requiredActions || '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={action.state === 'pending' ? 'warning' : 'default'}
                  label={ACTION_STATUS_LABELS[action.status]}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(action.createdAt)}</TableCell>
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
