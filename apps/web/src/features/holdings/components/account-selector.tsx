import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACCOUNT_TYPE_LABELS } from '@safc/domain';
import type { AccountSummary } from '@safc/domain';

export interface AccountSelectorProps {
  accounts: AccountSummary[];
  selectedId: string | null;
  onSelect: (accountId: string) => void;
  /** Admins see every company's accounts: name the company too. */
  showCompany: boolean;
}

export function AccountSelector({ accounts, selectedId, onSelect, showCompany }: AccountSelectorProps) {
  return (
    <TextField
      select
      label="Account"
      size="small"
      value={selectedId ?? ''}
      onChange={(event) => onSelect(event.target.value)}
      disabled={accounts.length === 0}
      sx={{ minWidth: 280, maxWidth: '100%' }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name}
          {showCompany ? ` · ${account.companyName}` : ` · ${ACCOUNT_TYPE_LABELS[account.type]}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
