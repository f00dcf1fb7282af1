import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FEE_KIND_UNITS,
  formatDate,
  formatMoney,
  formatNumber,
  periodLabel,
  type Invoice,
  type InvoiceParty,
} from '@safc/domain';
import { DetailList } from '../../../components/detail-list';
import { InvoiceStatusChip } from './invoice-status-chip';

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      {[...party.addressLines, party.email, party.website].filter(Boolean).map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** The invoice as the company reads it: issuer, company, dates, period, lines and total. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const facts: [string, React.ReactNode][] = [
    ['Number', invoice.number ?? 'Not issued yet (draft)'],
    ['Status', <InvoiceStatusChip key="status" status={invoice.status} />],
    ['Period', periodLabel(invoice)],
  ];
  if (invoice.issuedOn) facts.push(['Issued', formatDate(invoice.issuedOn)]);
  if (invoice.dueOn) facts.push(['Due', formatDate(invoice.dueOn)]);
  if (invoice.paidOn)
    facts.push(['Paid', `${formatDate(invoice.paidOn)}, reference ${invoice.paymentReference ?? ''}`]);
  if (invoice.voidedOn) facts.push(['Void', `${formatDate(invoice.voidedOn)}: ${invoice.voidReason ?? ''}`]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3, mb: 3 }}>
        <Party title="From" party={invoice.issuer} />
        <Party title="Billed to" party={invoice.billedTo} />
      </Box>
      <DetailList items={facts} />
      <TableContainer sx={{ mt: 3 }}>
        <Table size="small" aria-label="Invoice lines" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Unit price</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((line) => (
              <TableRow key={line.position} data-testid="invoice-line">
                <TableCell>{line.description}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(line.quantity)} {FEE_KIND_UNITS[line.kind]}
                </TableCell>
                <TableCell align="right">{formatMoney(line.unitCents)}</TableCell>
                <TableCell align="right">{formatMoney(line.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={3}
                align="right"
                sx={{ fontWeight: 600, fontSize: '0.95rem', color: 'text.primary' }}
              >
                Total (USD)
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 600, fontSize: '0.95rem', color: 'text.primary' }}
                data-testid="invoice-total"
              >
                {formatMoney(invoice.totalCents)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
