import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_TYPE_LABELS } from '@safc/domain';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { useCompanyAccounts } from '../api/get-company-accounts';

/** The company's accounts, each linking to its view. */
export function CompanyAccounts({ companyId }: { companyId: string }) {
  const accounts = useCompanyAccounts(companyId);
  return (
    <SectionCard title="Accounts">
      {accounts.data?.length === 0 && <Typography color="text.secondary">No accounts yet.</Typography>}
      <List dense disablePadding>
        {accounts.data?.map((account) => (
          <ListItem key={account.id} disableGutters secondaryAction={<StatusChip status={account.status} />}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/accounts/${account.id}`}>
                  {account.name}
                </Link>
              }
              secondary={ACCOUNT_TYPE_LABELS[account.type]}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
