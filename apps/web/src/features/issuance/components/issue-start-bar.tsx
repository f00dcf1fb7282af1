import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { AccountSummary } from '@safc/domain';
import { useActionReadiness } from '../../../lib/accounts/get-action-readiness';
import { CANNOT_ISSUE_MESSAGES } from '../lib/issuance-labels';

export interface IssueStartBarProps {
  accounts: AccountSummary[];
  accountId: string | null;
  onAccountChange: (accountId: string) => void;
  onStart: () => void;
}

/** "Issue SAFcA for" a fuel provider account, with the reasons it cannot act shown before anything starts. */
export function IssueStartBar({ accounts, accountId, onAccountChange, onStart }: IssueStartBarProps) {
  const readiness = useActionReadiness(accountId);
  const canAct = readiness.data?.canAct ?? false;
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Issue SAFcA for"
          value={accountId ?? ''}
          onChange={(event) => onAccountChange(event.target.value)}
          sx={{ minWidth: 300 }}
        >
          {accounts.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              {account.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!canAct} onClick={onStart}>
          Issue SAFcA
        </Button>
      </Box>
      {readiness.data &&
        !readiness.data.canAct &&
        readiness.data.reasons.map((reason) => (
          <Alert key={reason} severity="warning" sx={{ mt: 2 }} data-testid={`readiness-${reason}`}>
            {CANNOT_ISSUE_MESSAGES[reason]}
          </Alert>
        ))}
    </Box>
  );
}
