import { PASSWORD_LENGTH } from '@safc/domain';
import { escapeHtml, renderPage } from './page-layout';
import { NEW_PASSWORD_LABEL } from './sign-up-page';

// "Forgot your password?" (decision 087): ask for a link by e-mail, then choose the new password through it.

const alertOf = (error: string | undefined) =>
  error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : '';

export function renderPasswordResetRequestPage(options: {
  action: string;
  email?: string;
  error?: string;
}): string {
  const body = `<h1>Forgot your password?</h1>
<p class="lead">Enter the e-mail address you sign in with. We will e-mail it a link to choose a new password.</p>
${alertOf(options.error)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" autofocus>
<button class="primary" type="submit">E-mail me a link</button>
</form>
<p><a href="/login">Back to sign-in</a></p>`;
  return renderPage({ title: 'SAFc Registry - Forgot your password?', body });
}

/** The same words whether or not the address has a sign-in: the page never tells which. */
export function renderPasswordResetSentPage(email: string, validityMinutes: number): string {
  const body = `<h1>Check your e-mail</h1>
<p class="lead">If <strong>${escapeHtml(email)}</strong> has a sign-in at the SAFc Registry, we have e-mailed it a link
to choose a new password. The link works once, for ${validityMinutes} minutes.</p>
<p>No e-mail after a few minutes? Check the spam folder and the address, then ask again.</p>
<p><a href="/login">Back to sign-in</a></p>`;
  return renderPage({ title: 'SAFc Registry - Check your e-mail', body });
}

export function renderNewPasswordPage(options: {
  action: string;
  token: string;
  email: string;
  error?: string;
}): string {
  const body = `<h1>Choose a new password</h1>
<p class="lead">For <strong>${escapeHtml(options.email)}</strong>. Choosing it signs you out everywhere else.</p>
${alertOf(options.error)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(options.email)}" hidden readonly>
<label for="password">${escapeHtml(NEW_PASSWORD_LABEL)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_LENGTH.min}" maxlength="${PASSWORD_LENGTH.max}" required autofocus>
<label for="passwordConfirmation">Repeat the password</label>
<input id="passwordConfirmation" name="passwordConfirmation" type="password" autocomplete="new-password" required>
<button class="primary" type="submit">Save the new password</button>
</form>`;
  return renderPage({ title: 'SAFc Registry - Choose a new password', body });
}
