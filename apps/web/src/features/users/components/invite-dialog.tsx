import {
  ACCOUNT_MEMBERSHIP_ROLE_LABELS,
  ACCOUNT_MEMBERSHIP_ROLES,
  invitationCreateSchema,
  type InvitationKind,
} from '@safc/domain';
import {
  FormDialog,
  FormSection,
  FormSelectField,
  FormTextField,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';

// The invitation's fields the API may refuse; anything else goes to the error dialog.
const INVITATION_FIELDS = ['kind', 'email', 'companyId', 'accountId', 'accountRole'];
import { useCreateInvitation } from '../api/create-invitation';
import { useQuery } from '@tanstack/react-query';
import { accountListQuery } from '../../../lib/api/accounts';
import { INVITATION_KIND_LABELS } from '../lib/user-labels';

const ROLE_OPTIONS = ACCOUNT_MEMBERSHIP_ROLES.map((role) => ({
  value: role,
  label: ACCOUNT_MEMBERSHIP_ROLE_LABELS[role],
}));

export interface InviteDialogProps {
  title: string;
  /** What the inviter may offer: administrators a new company or an administrator, representatives their company or an account. */
  kinds: readonly InvitationKind[];
  onClose: () => void;
}

/** Invite someone by e-mail; the invitation's link opens the registration form of its kind. */
export function InviteDialog({ title, kinds, onClose }: InviteDialogProps) {
  const form = useDomainForm(invitationCreateSchema, {
    kind: kinds[0],
    email: '',
    accountId: '',
    accountRole: undefined,
  });
  const invite = useCreateInvitation();
  const kind = form.watch('kind');
  const accounts = useQuery({
    ...accountListQuery(),
    enabled: kinds.includes('authorisedRepresentative'),
  });

  const accountOptions = (accounts.data ?? [])
    .filter((account) => account.status === 'active')
    .map((account) => ({ value: account.id, label: account.name }));

  return (
    <FormDialog
      title={title}
      submitLabel="Send invitation"
      sending={invite.isPending}
      done={
        invite.isSuccess
          ? `The invitation was sent to ${invite.data.email}. Its link is valid until it is used, revoked or expires.`
          : null
      }
      onSubmit={form.handleSubmit((body) =>
        invite.mutate(body, {
          onError: (error) => showServerErrors(error, form.setError, INVITATION_FIELDS),
        }),
      )}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
