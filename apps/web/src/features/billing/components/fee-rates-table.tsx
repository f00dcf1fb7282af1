import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, formatMoney, type FeeRates } from '@safc/domain';

/** One version's rates: the per-tonne fee, then the yearly and re-activation fees by account type. */
export function FeeRatesTable({ rates }: { rates: FeeRates }) {
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        Issuance: <strong>{formatMoney(rates.issuancePerTonneCents)}</strong> per tonne issued
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Account fees" sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>Account type</TableCell>
              <TableCell align="right">Yearly account fee</TableCell>
              <TableCell align="right">Re-activation fee</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ACCOUNT_TYPES.map((type) => (
              <TableRow key={type}>
                <TableCell>{ACCOUNT_TYPE_LABELS[type]}</TableCell>
                <TableCell align="right">{formatMoney(rates.accountYearlyCents[type])}</TableCell>
                <TableCell align="right">{formatMoney(rates.accountReactivationCents[type])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
