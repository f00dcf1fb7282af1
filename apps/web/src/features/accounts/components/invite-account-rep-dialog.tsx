import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ACCOUNT_MEMBERSHIP_ROLE_LABELS, ACCOUNT_MEMBERSHIP_ROLES } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormSection, FormSelectField, FormTextField, useDomainForm } from '../../../components/forms';
import { useInviteAccountRep } from '../api/invite-account-rep';
import { accountRepInviteFormSchema } from '../lib/account-forms';

const ROLE_OPTIONS = ACCOUNT_MEMBERSHIP_ROLES.map((role) => ({
  value: role,
  label: ACCOUNT_MEMBERSHIP_ROLE_LABELS[role],
}));
const EMPTY = { email: '', role: undefined };

/** Invite an account representative by e-mail with a role: a registered colleague joins at once. */
export function InviteAccountRepDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
}) {
  const form = useDomainForm(accountRepInviteFormSchema, EMPTY);
  const invite = useInviteAccountRep(accountId);
  useEffect(() => {
    if (open) {
      form.reset(EMPTY);
      invite.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <GeneralDialog
      open={open}
      onClose={invite.isPending ? undefined : onClose}
      title="Invite account representative"
      actions={
        invite.isSuccess ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={invite.isPending}
              startIcon={invite.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={form.handleSubmit((body) => invite.mutate(body))}
            >
              Invite
            </Button>
          </>
        )
      }
    >
      {invite.isSuccess ? (
        <Alert severity="success">
          {invite.data.status === 'added'
            ? 'Your colleague was added to the account.'
            : 'The invitation was sent by e-mail. The person joins the account once they register with its link.'}
        </Alert>
      ) : (
        <FormSection requiredNote>
          <FormTextField control={form.control} name="email" label="E-mail" type="email" required />
          <FormSelectField control={form.control} name="role" label="Role" required options={ROLE_OPTIONS} />
        </FormSection>
      )}
    </GeneralDialog>
  );
}
