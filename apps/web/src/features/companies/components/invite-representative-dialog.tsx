import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { invitationCreateSchema } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormTextField, useDomainForm } from '../../../components/forms';
import { useInviteCompanyRepresentative } from '../api/invite-company-representative';

/** Invite another company representative (JoinCR); an administrator approves the registration. */
export function InviteRepresentativeDialog({
  companyId,
  open,
  onClose,
}: {
  companyId: string;
  open: boolean;
  onClose: () => void;
}) {
  const empty = { kind: 'joinCompany' as const, email: '', companyId };
  const form = useDomainForm(invitationCreateSchema, empty);
  const invite = useInviteCompanyRepresentative();
  useEffect(() => {
    if (open) {
      form.reset(empty);
      invite.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <GeneralDialog
      open={open}
      onClose={invite.isPending ? undefined : onClose}
      title="Invite company representative"
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
        <Alert severity="success">The invitation was sent by e-mail.</Alert>
      ) : (
        <FormTextField
          control={form.control}
          name="email"
          label="E-mail"
          type="email"
          required
          margin="normal"
        />
      )}
    </GeneralDialog>
  );
}
