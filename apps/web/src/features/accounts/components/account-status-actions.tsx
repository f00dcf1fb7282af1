import { StatusActions } from '../../../components/status-actions';
import type { AccountView } from '@safc/domain';
import { useBlockAccount } from '../api/block-account';
import { useCloseAccount } from '../api/close-account';
import { useUnblockAccount } from '../api/unblock-account';
import { usePermission } from '../../../lib/use-permission';
import { EditAccountDialog } from './edit-account-dialog';

/** Edit, block with a reason, unblock and close: each button only for those the domain's `can` allows. */
export function AccountStatusActions({ account }: { account: AccountView }) {
  const allowed = usePermission();
  const target = { companyId: account.companyId, accountId: account.id };
  const { status } = account;
  return (
    <StatusActions
      thing="account"
      name={account.name}
      may={{
        edit: (status === 'active' || status === 'awaitingReview') && allowed('Edit', 'Account', target),
        block: status === 'active' && allowed('Block', 'Account', target),
        unblock: status === 'blocked' && allowed('Unblock', 'Account', target),
        close: (status === 'active' || status === 'blocked') && allowed('Close', 'Account', target),
      }}
      blockText="No action can start on a blocked account. The reason is logged and shown to its members."
      closing={{
        button: 'Close account',
        title: 'Close account',
        text: `${account.name} will be closed for good. Only an account that holds no units can be closed.`,
        confirm: 'Close account',
      }}
      block={useBlockAccount(account.id)}
      unblock={useUnblockAccount(account.id)}
      close={useCloseAccount(account.id)}
      editDialog={(onClose) => <EditAccountDialog account={account} onClose={onClose} />}
    />
  );
}
