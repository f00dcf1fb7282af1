import type { InvitationKind } from '@safc/domain';
import { findIdentityAccountByEmail } from '../../identity/identity-accounts';
import type { Registry } from '../users/caller';
import { registrationPathOf, signUpPathOf } from './invitation-links';

interface Names {
  company: string;
  account: string;
}

// Names are put in by template literals, never by String.replace: a company named "$`" or "$&" would
// otherwise have its "replacement patterns" rewrite the mail (issue 39 item 10).
const INVITED_TO: Record<InvitationKind, (names: Names) => string> = {
  createCompany: () => 'register your company with the SAFc Registry as its Company Representative',
  joinCompany: ({ company }) => `join ${company} on the SAFc Registry as a Company Representative`,
  authorisedRepresentative: ({ company, account }) =>
    `join the account ${account} of ${company} on the SAFc Registry`,
  registryAdmin: () => 'join the SAFc Registry as a Registry Administrator',
};

export interface InvitationMail {
  id: string;
  kind: InvitationKind;
  email: string;
  expiresAt: Date;
  companyName?: string | null;
  accountName?: string | null;
  /** The sign-up link's secret (decision 086): in this e-mail and nowhere else. */
  signUpSecret: string;
}

/**
 * Sent after the invitation is committed, so a rolled-back invitation never reaches anyone. A failed send
 * is logged and does not undo the invitation: it can be revoked and sent again.
 */
export async function sendInvitationMail(registry: Registry, invitation: InvitationMail): Promise<void> {
  const { publicUrl, oidc } = registry.config;
  const purpose = INVITED_TO[invitation.kind]({
    company: invitation.companyName ?? 'a company',
    account: invitation.accountName ?? '',
  });
  const hasIdentity = Boolean(await findIdentityAccountByEmail(registry.db, invitation.email));
  const signUp =
    oidc.embedded && !hasIdentity
      ? `First create your sign-in (your e-mail address is already filled in). This link is for you alone and works once:\n${publicUrl}${signUpPathOf(invitation.signUpSecret)}\n\nThen `
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
