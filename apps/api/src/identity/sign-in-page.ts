import { cspHashOf, escapeHtml, renderPage } from './page-layout';
import { PASSWORD_RESET_PATH } from './provider-configuration';

export interface DemoSignIn {
  email: string;
  name: string;
  /** What the demo user can do, e.g. "Registry administrator". */
  description?: string;
}

export interface SignInPageOptions {
  /** Where the form posts: the interaction's own URL. */
  action: string;
  email?: string;
  error?: string;
  /** Development only: the demo users and their shared password. */
  demo?: { users: DemoSignIn[]; password: string };
}

// Fills the form from a demo user's button; inline, so its hash is allowed by the CSP and nothing else is.
const FILL_DEMO_USER_SCRIPT =
  "document.querySelectorAll('[data-demo-email]').forEach(function(b){b.addEventListener('click',function(){" +
  "document.getElementById('email').value=b.getAttribute('data-demo-email');" +
  "document.getElementById('password').value=b.getAttribute('data-demo-password');" +
  "document.getElementById('password').focus();});});";

export const SIGN_IN_SCRIPT_CSP_HASH = cspHashOf(FILL_DEMO_USER_SCRIPT);

function demoList(demo: NonNullable<SignInPageOptions['demo']>): string {
  const items = demo.users
    .map(
      (
        user,
      ) => `<li><button type="button" data-demo-email="${escapeHtml(user.email)}" data-demo-password="${escapeHtml(demo.password)}">
<strong>${escapeHtml(user.name)}</strong>${user.description ? ` - ${escapeHtml(user.description)}` : ''}<small>${escapeHtml(user.email)}</small></button></li>`,
    )
    .join('\n');
  return `<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">Demo users</h2>
<p>Development only. Every demo user's password is <code>${escapeHtml(demo.password)}</code>. Choose one to fill the form.</p>
<ul>${items}</ul>
</section>`;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const alert = options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : '';
  const body = `<h1>Sign in</h1>
<p class="lead">Use your registry e-mail address and password.</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.error || !options.email ? ' autofocus' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email && !options.error ? ' autofocus' : ''}>
<button class="primary" type="submit">Sign in</button>
</form>
<p><a href="${PASSWORD_RESET_PATH}">Forgot your password?</a></p>
<p>Invited to the registry? <a href="/oidc/sign-up">Create your sign-in</a> from your invitation e-mail.</p>
${options.demo ? demoList(options.demo) : ''}`;
  return renderPage({
    title: 'SAFc Registry - Sign in',
    body,
    ...(options.demo ? { script: FILL_DEMO_USER_SCRIPT } : {}),
  });
}
