import type { InvitationKind } from '@safc/domain';
import { findIdentityAccountByEmail } from '../../identity/identity-accounts';
import type { Registry } from '../users/caller';
import { registrationPathOf, signUpPathOf } from './invitation-links';

const INVITED_TO: Record<InvitationKind, string> = {
  createCompany: 'register your company with the SAFc Registry as its Company Representative',
  joinCompany: 'join {company} on the SAFc Registry as a Company Representative',
  authorisedRepresentative: 'join the account {account} of {company} on the SAFc Registry',
  registryAdmin: 'join the SAFc Registry as a Registry Administrator',
};

export interface InvitationMail {
  id: string;
  kind: InvitationKind;
  email: string;
  expiresAt: Date;
  companyName?: string | null;
  accountName?: string | null;
}

/**
 * Sent after the invitation is committed, so a rolled-back invitation never reaches anyone. A failed send
 * is logged and does not undo the invitation: it can be revoked and sent again.
 */
export async function sendInvitationMail(registry: Registry, invitation: InvitationMail): Promise<void> {
  const { publicUrl, oidc } = registry.config;
  const purpose = INVITED_TO[invitation.kind]
    .replace('{company}', invitation.companyName ?? 'a company')
    .replace('{account}', invitation.accountName ?? '');
  const hasIdentity = Boolean(await findIdentityAccountByEmail(registry.db, invitation.email));
  const signUp =
    oidc.embedded && !hasIdentity
      ? `First create your sign-in (your e-mail address is already filled in):\n${publicUrl}${signUpPathOf(invitation.id)}\n\nThen `
      : '';
  const text = `Hello,

You have been invited to ${purpose}.

${signUp}${signUp ? 'open' : 'Open'} your invitation and complete the form:
${publicUrl}${registrationPathOf(invitation.kind, invitation.id)}

The invitation can be used once and expires on ${invitation.expiresAt.toUTCString()}.

SAFc Registry`;
  try {
    await registry.mailer.send({
      to: invitation.email,
      subject: 'Your invitation to the SAFc Registry',
      text,
    });
  } catch (error) {
    registry.log.error({ err: error, invitationId: invitation.id }, 'invitation e-mail could not be sent');
  }
}
