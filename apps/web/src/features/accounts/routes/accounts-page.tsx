import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AccountStatus } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useAccounts } from '../../../lib/api/accounts';
import { AccountsTable } from '../components/accounts-table';
import { CreateAccountDialog } from '../components/create-account-dialog';
import { usePermission } from '../../../lib/use-permission';
import { TableFrame } from '../../../components/table-frame';

/** /accounts: the accounts the user may view; representatives create accounts here. */
export function AccountsPage() {
  const { me, selectedCompany } = useSession();
  const allowed = usePermission();
  const [status, setStatus] = useState<AccountStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const accounts = useAccounts({ status: status || undefined });
  const mayCreate =
    selectedCompany !== null && allowed('Create', 'Account', { companyId: selectedCompany.companyId });

  return (
    <Box>
      <PageTitle
        title="Accounts"
        actions={
          mayCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Create account
            </Button>
          )
        }
      />
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as AccountStatus | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {ACCOUNT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {ACCOUNT_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Paper variant="outlined">
        {accounts.isPending && <LinearProgress />}
        {accounts.data && accounts.data.length === 0 && (
          <Alert severity="info" sx={{ m: 2 }}>
            {mayCreate
              ? 'No accounts yet. Create the first account of your company.'
              : 'There are no accounts to show.'}
          </Alert>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <TableFrame label="Accounts">
            <AccountsTable accounts={accounts.data} showCompany={Boolean(me?.isRegistryAdmin)} />
          </TableFrame>
        )}
      </Paper>
      {creating && <CreateAccountDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
