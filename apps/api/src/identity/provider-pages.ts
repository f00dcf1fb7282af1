import { cspHashOf, escapeHtml, renderPage } from './page-layout';

// The provider's own pages (logout, errors) in the registry's look instead of oidc-provider's defaults,
// which load web fonts from elsewhere and would be blocked by our CSP anyway.

// The web app sends the browser here with the ID token of this very session (id_token_hint) once the person
// chose to sign out: that page submits itself. Any other visit (a link or a form from another site, an old or
// someone else's ID token) asks first, so no site can sign a person out behind their back (issue 39, item 13).
const SUBMIT_LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";
export const LOGOUT_SCRIPT_CSP_HASH = cspHashOf(SUBMIT_LOGOUT_SCRIPT);

export function renderLogoutPage(
  form: string,
  { askedByThisSession }: { askedByThisSession: boolean },
): string {
  const body = askedByThisSession
    ? `<h1>Signing out</h1>
<p class="lead">You are being signed out of the SAFc Registry.</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button class="primary" type="submit" form="op.logoutForm">Sign out</button>`
    : `<h1>Sign out?</h1>
<p class="lead">Do you want to sign out of the SAFc Registry?</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button class="primary" type="submit" form="op.logoutForm">Sign out</button>
<p><a href="/">Stay signed in</a></p>`;
  return renderPage({
    title: 'SAFc Registry - Sign out',
    body,
    ...(askedByThisSession ? { script: SUBMIT_LOGOUT_SCRIPT } : {}),
  });
}

export function renderSignedOutPage(homeUrl: string): string {
  const body = `<h1>Signed out</h1>
<p class="lead">You have signed out of the SAFc Registry.</p>
<p><a href="${escapeHtml(homeUrl)}">Return to the registry</a></p>`;
  return renderPage({ title: 'SAFc Registry - Signed out', body });
}

export function renderProviderErrorPage(
  error: string,
  description: string | undefined,
  homeUrl: string,
  errorId: string,
): string {
  const body = `<h1>Sign-in problem</h1>
<p class="alert" role="alert">${escapeHtml(description ?? error)}</p>
<p>Error code: <code>${escapeHtml(error)}</code>; error ID: <code>${escapeHtml(errorId)}</code></p>
<p><a href="${escapeHtml(homeUrl)}">Return to the registry</a> and try again.</p>`;
  return renderPage({ title: 'SAFc Registry - Sign-in problem', body });
}

/**
 * The database is away (decision 020): nothing is wrong with the person's sign-in, so the page says to try
 * again rather than "sign-in problem", and links to the same step (a GET repeats it; the sign-in form's POST
 * comes back to the form, its password never kept).
 */
export function renderUnavailablePage(retryUrl: string, homeUrl: string, errorId: string): string {
  const body = `<h1>Briefly unavailable</h1>
<p class="alert" role="alert">The registry is briefly unavailable: it cannot reach its database just now.
Nothing is wrong with your sign-in.</p>
<p>Wait a minute, then <a href="${escapeHtml(retryUrl)}">try again</a>. If it keeps happening,
<a href="${escapeHtml(homeUrl)}">return to the registry</a> later and quote error ID <code>${escapeHtml(errorId)}</code>.</p>`;
  return renderPage({ title: 'SAFc Registry - Briefly unavailable', body });
}
