import { escapeHtml, renderPage } from './page-layout';
import type { SecondFactorSetUp } from './second-factor';

// The pages of the second factor (decision 089): the code step of a sign-in, setting up an authenticator app,
// the recovery codes shown once, and the set-up page reached from the web's profile settings.

const TITLE = 'SAFc Registry - Two-step sign-in';

const alertOf = (error: string | undefined) =>
  error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : '';
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const codeField = (label: string) => `<label for="code">${escapeHtml(label)}</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" maxlength="32" required autofocus>`;

export interface CodeStepOptions {
  action: string;
  error?: string;
}

/** The sign-in's second step, after the password. */
export function renderCodeStepPage({ action, error }: CodeStepOptions): string {
  const body = `<h1>Two-step sign-in</h1>
<p class="lead">Enter the 6-digit code your authenticator app shows for the SAFc Registry, or one of your recovery codes.</p>
${alertOf(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${codeField('Code')}
<button class="primary" type="submit">Continue</button>
</form>`;
  return renderPage({ title: TITLE, body });
}

export interface SetUpOptions {
  action: string;
  setUp: SecondFactorSetUp;
  /** Why the page is shown, above the steps. */
  lead: string;
  fields?: Record<string, string>;
  error?: string;
}

/** Scan or type the secret, then confirm with the first code: only a confirmed secret is asked for. */
export function renderSetUpPage({ action, setUp, lead, fields = {}, error }: SetUpOptions): string {
  const grouped = setUp.secret.replace(/(.{4})(?=.)/g, '$1 ');
  const body = `<h1>Set up two-step sign-in</h1>
<p class="lead">${escapeHtml(lead)}</p>
${alertOf(error)}
<p>1. Scan this QR code with an authenticator app (such as FreeOTP, Google Authenticator or 1Password).</p>
<div class="qr" role="img" aria-label="QR code of the secret for your authenticator app">${setUp.qrSvg}</div>
<p>Or type this secret into the app:</p>
<p class="secret" id="secret">${escapeHtml(grouped)}</p>
<p>2. Enter the 6-digit code the app then shows.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${hidden(fields)}
${codeField('Code from the app')}
<button class="primary" type="submit">Turn on two-step sign-in</button>
</form>`;
  return renderPage({ title: TITLE, body });
}

/** The recovery codes, shown once: after them only their hashes are kept. */
export function renderRecoveryCodesPage(codes: string[], next: { href: string; label: string }): string {
  const items = codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('');
  const body = `<h1>Save your recovery codes</h1>
<p class="notice" role="status">Two-step sign-in is on.</p>
<p>If you lose your authenticator app, sign in with one of these codes instead of a code from the app.
Each works once. Keep them somewhere safe: they are shown only now.</p>
<ul class="codes" aria-label="Recovery codes">${items}</ul>
<a class="primary" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a>`;
  return renderPage({ title: TITLE, body });
}

export interface SetUpSignInOptions {
  action: string;
  email?: string;
  error?: string;
  profileUrl: string;
}

/** The set-up page reached from the profile settings first asks for the password again. */
export function renderSetUpSignInPage({ action, email, error, profileUrl }: SetUpSignInOptions): string {
  const body = `<h1>Two-step sign-in</h1>
<p class="lead">Set up or turn off a second step at sign-in: a code from an authenticator app on your phone. Confirm it is you first.</p>
${alertOf(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button class="primary" type="submit">Continue</button>
</form>
<p><a href="${escapeHtml(profileUrl)}">Back to profile settings</a></p>`;
  return renderPage({ title: TITLE, body });
}

export interface TurnOffOptions {
  action: string;
  fields: Record<string, string>;
  profileUrl: string;
  /** Registry administrators may not turn it off where it is required. */
  required: boolean;
  error?: string;
}

/** The account has a second factor: turning it off takes a code. */
export function renderTurnOffPage({ action, fields, profileUrl, required, error }: TurnOffOptions): string {
  const form = required
    ? '<p>Registry administrators must sign in with two steps on this registry, so it cannot be turned off.</p>'
    : `<p>To turn it off, enter a code from your authenticator app or one of your recovery codes.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${hidden(fields)}
${codeField('Code')}
<button class="primary" type="submit">Turn off two-step sign-in</button>
</form>`;
  const body = `<h1>Two-step sign-in</h1>
<p class="notice" role="status">Two-step sign-in is on for your account.</p>
${alertOf(error)}
${form}
<p><a href="${escapeHtml(profileUrl)}">Back to profile settings</a></p>`;
  return renderPage({ title: TITLE, body });
}

/** A step's outcome or refusal with a link on. */
export function renderSecondFactorNoticePage(
  heading: string,
  text: string,
  next: { href: string; label: string },
): string {
  const body = `<h1>${escapeHtml(heading)}</h1>
<p class="lead">${escapeHtml(text)}</p>
<a class="primary" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a>`;
  return renderPage({ title: TITLE, body });
}
