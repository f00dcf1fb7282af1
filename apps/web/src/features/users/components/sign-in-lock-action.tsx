import { useState } from 'react';
import Button from '@mui/material/Button';
import { formatDate } from '@safc/domain';
import { ConfirmDialog } from '../../../components/forms';
import { useLiftSignInLock, useSignInLock } from '../api/sign-in-lock';
import type { UserSummary } from '@safc/domain';

/**
 * "Lift sign-in lock", shown when too many failed sign-ins locked the user out (issue 15 §5, decision 031).
 * The caller has checked `can(..., 'Unblock', 'User')`: letting a person back in is the same decision.
 */
export function SignInLockAction({ user }: { user: UserSummary }) {
  const lock = useSignInLock(user.id, true);
  const lift = useLiftSignInLock();
  const [open, setOpen] = useState(false);
  if (!lock.data?.locked) return null;
  const since = lock.data.lockedAt ? ` since ${formatDate(lock.data.lockedAt)}` : '';

  return (
    <>
      <Button onClick={() => setOpen(true)}>Lift sign-in lock</Button>
      <ConfirmDialog
        open={open}
        title="Lift sign-in lock"
        text={`Sign-in for ${user.name} (${user.email}) has been locked${since} after too many failed attempts. Lift the lock only once you know the person asking is ${user.name}; they can then sign in again.`}
        confirmLabel="Lift lock"
        sending={lift.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => lift.mutate(user.id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
