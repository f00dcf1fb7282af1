import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { UnopenedItem } from '../../../components/unopened-item';
import { useSession } from '../../../lib/session/session-context';
import { useAccount } from '../api/get-account';
import { AccountDetails } from '../components/account-details';
import { AccountDocuments } from '../components/account-documents';
import { AccountInvitations } from '../components/account-invitations';
import { AccountMembers } from '../components/account-members';
import { AccountRequests } from '../components/account-requests';
import { AccountStatusActions } from '../components/account-status-actions';
import { TrustedAccounts } from '../components/trusted-accounts';
import { usePermission } from '../../../lib/use-permission';

/** /accounts/{accountId}: details, members and roles, invitations, trusted accounts, documents, requests. */
export function AccountPage() {
  const { accountId = '' } = useParams();
  const { me } = useSession();
  const allowed = usePermission();
  const account = useAccount(accountId);

  if (account.isPending) return <LinearProgress aria-label="Loading the account" />;
  if (!account.data) return <UnopenedItem what="account" back={{ to: '/accounts', label: 'Accounts' }} />;
  const view = account.data;
  const mayInvite = allowed('Invite', 'AccountRepresentative', {
    companyId: view.companyId,
    accountId: view.id,
  });

  return (
    <Box>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/accounts">
          Accounts
        </Link>
        <span>{view.name}</span>
      </Breadcrumbs>
      <PageTitle title={view.name} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {me?.isRegistryAdmin && <AccountRequests account={view} />}
        <AccountDetails account={view} actions={<AccountStatusActions account={view} />} />
        <AccountMembers account={view} />
        {mayInvite && <AccountInvitations account={view} />}
        <TrustedAccounts account={view} />
        <AccountDocuments accountId={view.id} documents={view.documents} />
      </Box>
    </Box>
  );
}
