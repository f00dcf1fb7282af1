import { PASSWORD_LENGTH } from '@safc/domain';
import { escapeHtml, renderPage } from './page-layout';

/** The label of every new-password field of the provider's pages: the policy said where it is typed. */
export const NEW_PASSWORD_LABEL = `Password (${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, not a common one)`;

export interface SignUpPageOptions {
  action: string;
  /** The sign-up link's secret from the invitation e-mail, carried on to the form's answer. */
  token: string;
  email: string;
  name?: string;
  error?: string;
}

export function renderSignUpPage(options: SignUpPageOptions): string {
  const alert = options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : '';
  const body = `<h1>Create your sign-in</h1>
<p class="lead">You were invited to the SAFc Registry as <strong>${escapeHtml(options.email)}</strong>.</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(options.name ?? '')}" autofocus>
<label for="password">${escapeHtml(NEW_PASSWORD_LABEL)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_LENGTH.min}" maxlength="${PASSWORD_LENGTH.max}" required>
<label for="passwordConfirmation">Repeat the password</label>
<input id="passwordConfirmation" name="passwordConfirmation" type="password" autocomplete="new-password" required>
<button class="primary" type="submit">Create sign-in</button>
</form>`;
  return renderPage({ title: 'SAFc Registry - Create your sign-in', body });
}
