import { ACCOUNT_MEMBERSHIP_ROLE_LABELS, ACCOUNT_MEMBERSHIP_ROLES } from '@safc/domain';
import {
  FormDialog,
  FormSection,
  FormSelectField,
  FormTextField,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { useInviteAccountRep } from '../api/invite-account-rep';
import { accountRepInviteFormSchema } from '../lib/account-forms';

const ROLE_OPTIONS = ACCOUNT_MEMBERSHIP_ROLES.map((role) => ({
  value: role,
  label: ACCOUNT_MEMBERSHIP_ROLE_LABELS[role],
}));

/** Invite an account representative by e-mail with a role: a registered colleague joins at once. */
export function InviteAccountRepDialog({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const form = useDomainForm(accountRepInviteFormSchema, { email: '', role: undefined });
  const invite = useInviteAccountRep(accountId);
  const done = !invite.isSuccess
    ? null
    : invite.data.status === 'added'
      ? 'Your colleague was added to the account.'
      : 'The invitation was sent by e-mail. The person joins the account once they register with its link.';
  return (
    <FormDialog
      title="Invite account representative"
      submitLabel="Invite"
      sending={invite.isPending}
      done={done}
      onSubmit={form.handleSubmit((body) =>
        invite.mutate(body, {
          onError: (error) => showServerErrors(error, form.setError, ['email', 'role']),
        }),
      )}
      onClose={onClose}
    >
      <FormSection requiredNote>
        <FormTextField control={form.control} name="email" label="E-mail" type="email" required />
        <FormSelectField control={form.control} name="role" label="Role" required options={ROLE_OPTIONS} />
      </FormSection>
    </FormDialog>
  );
}
