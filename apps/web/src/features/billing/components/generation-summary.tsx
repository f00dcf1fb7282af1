import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FEE_KIND_LABELS, formatMoney, type InvoiceGenerationResult } from '@safc/domain';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a generation bills, per company: its lines by fee kind and its total; the grand total below. */
export function GenerationSummary({ result }: { result: InvoiceGenerationResult }) {
  if (result.companies.length === 0) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        Nothing to bill in this period: no fee fell due, or it is already on an invoice.
      </Alert>
    );
  }
  return (
    <TableContainer sx={{ mt: 2, maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Invoices to generate">
        <TableHead>
          <TableRow>
            <TableCell>Company</TableCell>
            <TableCell>Lines</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.companies.map((company) => (
            <TableRow key={company.companyId} data-testid="generation-company">
              <TableCell>{company.companyName}</TableCell>
              <TableCell sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                {company.byKind.map((kind) => `${kind.lines} × ${FEE_KIND_LABELS[kind.kind]}`).join(', ')}
              </TableCell>
              <TableCell align="right">{formatMoney(company.totalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>{counted(result.companies.length, 'company', 'companies')}</TableCell>
            <TableCell>{counted(result.lines, 'line', 'lines')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(result.totalCents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
