import { escapeHtml, renderPage } from './page-layout';

/** The shortest password the provider accepts at sign-up. */
export const MIN_PASSWORD_LENGTH = 10;

export interface SignUpPageOptions {
  action: string;
  invitationId: string;
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
<input type="hidden" name="invitation" value="${escapeHtml(options.invitationId)}">
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(options.name ?? '')}" autofocus>
<label for="password">Password (at least ${MIN_PASSWORD_LENGTH} characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<label for="passwordConfirmation">Repeat the password</label>
<input id="passwordConfirmation" name="passwordConfirmation" type="password" autocomplete="new-password" required>
<button class="primary" type="submit">Create sign-in</button>
</form>`;
  return renderPage({ title: 'SAFc Registry - Create your sign-in', body });
}

/** Without a usable invitation there is nothing to sign up for: say why and where to go instead. */
export function renderSignUpNoticePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return renderPage({ title: `SAFc Registry - ${title}`, body });
}
