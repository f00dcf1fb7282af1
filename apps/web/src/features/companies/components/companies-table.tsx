import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { countryName, formatDate, type CompanySummary } from '@safc/domain';
import { StatusChip } from '../../../components/status-chip';

/** The registry's companies, each linking to its view. */
export function CompaniesTable({ companies }: { companies: CompanySummary[] }) {
  return (
    <Table size="small" aria-label="Companies">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>City</TableCell>
          <TableCell>Country</TableCell>
          <TableCell>Registered</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company) => (
          <TableRow key={company.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/companies/${company.id}`} sx={{ fontWeight: 600 }}>
                {company.name}
              </Link>
            </TableCell>
            <TableCell>
              <StatusChip status={company.status} />
            </TableCell>
            <TableCell>{company.city ?? '—'}</TableCell>
            <TableCell>{company.country ? (countryName(company.country) ?? company.country) : '—'}</TableCell>
            <TableCell>{formatDate(company.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
