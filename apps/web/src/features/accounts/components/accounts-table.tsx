import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_MEMBERSHIP_ROLE_LABELS, ACCOUNT_TYPE_LABELS, formatDate } from '@safc/domain';
import type { AccountSummary } from '@safc/domain';
import { StatusChip } from '../../../components/status-chip';

/** Accounts with their type, company, status and the caller's own role. */
export function AccountsTable({
  accounts,
  showCompany,
}: {
  accounts: AccountSummary[];
  showCompany: boolean;
}) {
  return (
    <Table size="small" aria-label="Accounts">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Type</TableCell>
          {showCompany && <TableCell>Company</TableCell>}
          <TableCell>Status</TableCell>
          <TableCell>My role</TableCell>
          <TableCell align="right">Required signatures</TableCell>
          <TableCell>Created</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/accounts/${account.id}`} sx={{ fontWeight: 600 }}>
                {account.name}
              </Link>
            </TableCell>
            <TableCell>{ACCOUNT_TYPE_LABELS[account.type]}</TableCell>
            {showCompany && <TableCell>{account.companyName}</TableCell>}
            <TableCell>
              <StatusChip status={account.status} />
            </TableCell>
            <TableCell>{account.myRole ? ACCOUNT_MEMBERSHIP_ROLE_LABELS[account.myRole] : '—'}</TableCell>
            <TableCell align="right">{account.requiredSignatures}</TableCell>
            <TableCell>{formatDate(account.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
