import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ACCOUNT_STATUS_LABELS, COMPANY_STATUSES, type CompanyStatus } from '@safc/domain';
import { useCompanies } from '../../../lib/api/companies';
import { CompaniesTable } from './companies-table';
import { TableFrame } from '../../../components/table-frame';

/** The administrator's company list with a status filter and a name search. */
export function CompanyList() {
  const [status, setStatus] = useState<CompanyStatus | ''>('');
  const [search, setSearch] = useState('');
  const companies = useCompanies({ status: status || undefined, search: search.trim() || undefined });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as CompanyStatus | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {COMPANY_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {ACCOUNT_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search by name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <Paper variant="outlined">
        {companies.isPending && <LinearProgress />}
        {companies.data?.length === 0 && (
          <Alert severity="info" sx={{ m: 2 }}>
            No companies match.
          </Alert>
        )}
        {Boolean(companies.data?.length) && (
          <TableFrame label="Companies">
            <CompaniesTable companies={companies.data!} />
          </TableFrame>
        )}
      </Paper>
    </Box>
  );
}
