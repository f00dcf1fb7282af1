import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AccountView } from '@safc/domain';
import { usePermission } from '../../../lib/use-permission';
import { SectionCard } from '../../../components/section-card';
import { TrustedAccountsDialog } from './trusted-accounts-dialog';

/** Senders whose transfers to this account complete on the last signature, without acceptance (DESIGN §5). */
export function TrustedAccounts({ account }: { account: AccountView }) {
  const allowed = usePermission();
  const [editing, setEditing] = useState(false);
  const mayTrust =
    account.status === 'active' &&
    allowed('Trust', 'Account', { companyId: account.companyId, accountId: account.id });
  return (
    <SectionCard
      title="Trusted accounts"
      actions={
        mayTrust && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit trusted accounts
          </Button>
        )
      }
    >
      {account.trustedAccounts.length === 0 ? (
        <Typography color="text.secondary">
          No trusted accounts: every incoming transfer waits for acceptance.
        </Typography>
      ) : (
        <List dense disablePadding>
          {account.trustedAccounts.map((trusted) => (
            <ListItem key={trusted.id} disableGutters>
              <ListItemText primary={trusted.name} secondary={trusted.companyName} />
            </ListItem>
          ))}
        </List>
      )}
      {mayTrust && (
        <TrustedAccountsDialog account={account} open={editing} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}
