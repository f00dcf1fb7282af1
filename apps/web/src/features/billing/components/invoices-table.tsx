import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Link as RouterLink } from 'react-router';
import {
  formatDate,
  formatMoney,
  periodLabel,
  routePath,
  type InvoiceSort,
  type InvoiceSummary,
} from '@safc/domain';
import { InvoiceStatusChip } from './invoice-status-chip';

export interface InvoiceOrder {
  sort: InvoiceSort;
  order: 'asc' | 'desc';
}

export interface InvoicesTableProps {
  invoices: InvoiceSummary[];
  total: number;
  page: number;
  pageSize: number;
  order: InvoiceOrder;
  showCompany: boolean;
  onPage: (page: number, pageSize: number) => void;
  onOrder: (order: InvoiceOrder) => void;
}

const COLUMNS: { sort: InvoiceSort; label: string; align?: 'right'; companyOnly?: boolean }[] = [
  { sort: 'number', label: 'Number' },
  { sort: 'company', label: 'Company', companyOnly: true },
  { sort: 'period', label: 'Period' },
  { sort: 'total', label: 'Total', align: 'right' },
  { sort: 'status', label: 'Status' },
  { sort: 'issuedOn', label: 'Issued' },
  { sort: 'dueOn', label: 'Due' },
];

/** The invoices: number, company, period, total, status, issued and due dates; sortable and paged. */
export function InvoicesTable({
  invoices,
  total,
  page,
  pageSize,
  order,
  showCompany,
  onPage,
  onOrder,
}: InvoicesTableProps) {
  const columns = COLUMNS.filter((column) => showCompany || !column.companyOnly);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Invoices" sx={{ minWidth: showCompany ? 860 : 680 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.sort}
                align={column.align}
                sortDirection={order.sort === column.sort ? order.order : false}
              >
                <TableSortLabel
                  active={order.sort === column.sort}
                  direction={order.sort === column.sort ? order.order : 'asc'}
                  onClick={() =>
                    onOrder({
                      sort: column.sort,
                      order: order.sort === column.sort && order.order === 'asc' ? 'desc' : 'asc',
                    })
                  }
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover data-testid="invoice-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={routePath('INVOICE_VIEW', { invoiceId: invoice.id })}>
                  {invoice.number ?? 'Draft'}
                </Link>
              </TableCell>
              {showCompany && <TableCell>{invoice.companyName}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodLabel(invoice)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.totalCents)}
              </TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {invoice.issuedOn ? formatDate(invoice.issuedOn) : '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {invoice.dueOn ? formatDate(invoice.dueOn) : '—'}
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
