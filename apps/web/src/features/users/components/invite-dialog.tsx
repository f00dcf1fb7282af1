import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  ACCOUNT_MEMBERSHIP_ROLE_LABELS,
  ACCOUNT_MEMBERSHIP_ROLES,
  invitationCreateSchema,
  type InvitationKind,
} from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormSection, FormSelectField, FormTextField, useDomainForm } from '../../../components/forms';
import { useCreateInvitation } from '../api/create-invitation';
import { useCompanyAccounts } from '../api/get-company-accounts';
import { INVITATION_KIND_LABELS } from '../lib/user-labels';

const ROLE_OPTIONS = ACCOUNT_MEMBERSHIP_ROLES.map((role) => ({
  value: role,
  label: ACCOUNT_MEMBERSHIP_ROLE_LABELS[role],
}));

export interface InviteDialogProps {
  title: string;
  /** What the inviter may offer: administrators a new company or an administrator, representatives their company or an account. */
  kinds: readonly InvitationKind[];
  open: boolean;
  onClose: () => void;
}

/** Invite someone by e-mail; the invitation's link opens the registration form of its kind. */
export function InviteDialog({ title, kinds, open, onClose }: InviteDialogProps) {
  const empty = { kind: kinds[0], email: '', accountId: '', accountRole: undefined };
  const form = useDomainForm(invitationCreateSchema, empty);
  const invite = useCreateInvitation();
  const kind = form.watch('kind');
  const accounts = useCompanyAccounts(open && kinds.includes('authorisedRepresentative'));
  useEffect(() => {
    if (open) {
      form.reset(empty);
      invite.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const accountOptions = (accounts.data ?? [])
    .filter((account) => account.status === 'active')
    .map((account) => ({ value: account.id, label: account.name }));

  return (
    <GeneralDialog
      open={open}
      onClose={invite.isPending ? undefined : onClose}
      title={title}
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
              Send invitation
            </Button>
          </>
        )
      }
    >
      {invite.isSuccess ? (
        <Alert severity="success">
          The invitation was sent to {invite.data.email}. Its link is valid until it is used, revoked or
          expires.
        </Alert>
      ) : (
        <FormSection requiredNote>
          {kinds.length > 1 && (
            <FormSelectField
              control={form.control}
              name="kind"
              label="Invite as"
              required
              options={kinds.map((value) => ({ value, label: INVITATION_KIND_LABELS[value] }))}
            />
          )}
          <FormTextField control={form.control} name="email" label="E-mail" type="email" required />
          {kind === 'authorisedRepresentative' && (
            <>
              <FormSelectField
                control={form.control}
                name="accountId"
                label="Account"
                required
                options={accountOptions}
              />
              <FormSelectField
                control={form.control}
                name="accountRole"
                label="Role"
                required
                options={ROLE_OPTIONS}
              />
            </>
          )}
        </FormSection>
      )}
    </GeneralDialog>
  );
}
