import { useState } from 'react';
import Button from '@mui/material/Button';
import { accountBlockSchema } from '@safc/domain';
import { ConfirmDialog, TextDialog } from '../../../components/forms';
import type { AccountView } from '../api/account-types';
import { useBlockAccount } from '../api/block-account';
import { useCloseAccount } from '../api/close-account';
import { useUnblockAccount } from '../api/unblock-account';
import { usePermission } from '../../../lib/use-permission';
import { EditAccountDialog } from './edit-account-dialog';

type Dialog = 'edit' | 'block' | 'unblock' | 'close' | null;

/** Edit, block with a reason, unblock and close: each button only for those the domain's `can` allows. */
export function AccountStatusActions({ account }: { account: AccountView }) {
  const allowed = usePermission();
  const target = { companyId: account.companyId, accountId: account.id };
  const [dialog, setDialog] = useState<Dialog>(null);
  const block = useBlockAccount(account.id);
  const unblock = useUnblockAccount(account.id);
  const close = useCloseAccount(account.id);
  const done = { onSuccess: () => setDialog(null) };
  const open = account.status === 'active' || account.status === 'awaitingReview';

  return (
    <>
      {open && allowed('Edit', 'Account', target) && <Button onClick={() => setDialog('edit')}>Edit</Button>}
      {account.status === 'active' && allowed('Block', 'Account', target) && (
        <Button color="error" onClick={() => setDialog('block')}>
          Block
        </Button>
      )}
      {account.status === 'blocked' && allowed('Unblock', 'Account', target) && (
        <Button onClick={() => setDialog('unblock')}>Unblock</Button>
      )}
      {(account.status === 'active' || account.status === 'blocked') &&
        allowed('Close', 'Account', target) && (
          <Button color="error" onClick={() => setDialog('close')}>
            Close account
          </Button>
        )}
      <EditAccountDialog account={account} open={dialog === 'edit'} onClose={() => setDialog(null)} />
      <TextDialog
        open={dialog === 'block'}
        title="Block account"
        text="No action can start on a blocked account. The reason is logged and shown to its members."
        schema={accountBlockSchema}
        field="reason"
        label="Reason"
        required
        confirmLabel="Block"
        confirmColor="error"
        sending={block.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(body) => block.mutate(body, done)}
      />
      <ConfirmDialog
        open={dialog === 'unblock'}
        title="Unblock account"
        text={`${account.name} becomes active again.`}
        confirmLabel="Unblock"
        sending={unblock.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => unblock.mutate(undefined, done)}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        title="Close account"
        text={`${account.name} will be closed for good. Only an account that holds no units can be closed.`}
        confirmLabel="Close account"
        confirmColor="error"
        sending={close.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => close.mutate(undefined, done)}
      />
    </>
  );
}
