import { invitationCreateSchema } from '@safc/domain';
import { FormDialog, FormTextField, showServerErrors, useDomainForm } from '../../../components/forms';
import { useInviteCompanyRepresentative } from '../api/invite-company-representative';

/** Invite another company representative (JoinCR); an administrator approves the registration. */
export function InviteRepresentativeDialog({
  companyId,
  onClose,
}: {
  companyId: string;
  onClose: () => void;
}) {
  const form = useDomainForm(invitationCreateSchema, { kind: 'joinCompany' as const, email: '', companyId });
  const invite = useInviteCompanyRepresentative();
  return (
    <FormDialog
      title="Invite company representative"
      submitLabel="Invite"
      sending={invite.isPending}
      done={invite.isSuccess ? 'The invitation was sent by e-mail.' : null}
      onSubmit={form.handleSubmit((body) =>
        invite.mutate(body, {
          onError: (error) => showServerErrors(error, form.setError, ['email', 'companyId']),
        }),
      )}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        required
        margin="normal"
      />
    </FormDialog>
  );
}
