import { useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/forms';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';
import { useBlockUser } from '../api/block-user';
import { useRemoveUser } from '../api/remove-user';
import { useUnblockUser } from '../api/unblock-user';
import type { UserSummary } from '@safc/domain';
import { SignInLockAction } from './sign-in-lock-action';

type Dialog = 'block' | 'unblock' | 'remove' | null;

/** Block, unblock and remove a person, each when the domain's `can` allows; never oneself. */
export function UserActions({ user, backTo }: { user: UserSummary; backTo: string }) {
  const allowed = usePermission();
  const { me, selectedCompany } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const remove = useRemoveUser();
  if (me?.id === user.id || user.status === 'removed') return null;
  const target = { userId: user.id, companyId: me?.isRegistryAdmin ? undefined : selectedCompany?.companyId };
  const thing = user.isRegistryAdmin ? 'RegistryAdminUser' : 'User';
  const done = { onSuccess: () => setDialog(null) };
  // As the API judges it: an administrator deletes the user from the registry (Delete); a representative
  // takes a colleague out of the company (Close on User).
  const mayRemove = me?.isRegistryAdmin ? allowed('Delete', thing, target) : allowed('Close', 'User', target);
  const scope = me?.isRegistryAdmin ? 'the registry' : 'your company';

  return (
    <>
      {user.status === 'active' && allowed('Block', thing, target) && (
        <Button color="error" onClick={() => setDialog('block')}>
          Block
        </Button>
      )}
      {user.status === 'blocked' && allowed('Unblock', thing, target) && (
        <Button onClick={() => setDialog('unblock')}>Unblock</Button>
      )}
      {me?.isRegistryAdmin && allowed('Unblock', thing, target) && <SignInLockAction user={user} />}
      {mayRemove && (
        <Button color="error" onClick={() => setDialog('remove')}>
          Remove
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'block'}
        title="Block user"
        text={`${user.name} will not be able to use the registry until unblocked.`}
        confirmLabel="Block"
        confirmColor="error"
        sending={block.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => block.mutate(user.id, done)}
      />
      <ConfirmDialog
        open={dialog === 'unblock'}
        title="Unblock user"
        text={`${user.name} can use the registry again.`}
        confirmLabel="Unblock"
        sending={unblock.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => unblock.mutate(user.id, done)}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        title="Remove user"
        text={`${user.name} will be removed from ${scope}, with every account membership there. Their past actions stay in the log.`}
        confirmLabel="Remove"
        confirmColor="error"
        sending={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => remove.mutate(user.id, { onSuccess: () => void navigate(backTo) })}
      />
    </>
  );
}
