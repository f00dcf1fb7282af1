import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';

// Issue 39 items 5 and 12 (docs/decisions/090): no token in Web Storage, a reload keeps the user signed in
// through the HttpOnly sign-in cookie, and the inactivity logout ends the provider's session, so coming back
// asks for the password.

/** Everything the page's script can read from Web Storage and document.cookie, as one text. */
const readableByScript = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );

test('after sign-in no token is in localStorage, sessionStorage or a readable cookie, and a reload keeps the user signed in', async ({
  page,
}) => {
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/api/auth/token'));
  await signIn(page, DEMO.nordicInitiator);
  const { token } = (await (await exchanged).json()) as { token: string };
  await expect.poll(() => new URL(page.url()).pathname).toBe('/holdings');

  const readable = await readableByScript(page);
  expect(readable).not.toContain(token);
  // No provider token (a JWT), no refresh token, no sign-in cookie the script could read.
  expect(readable).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(readable).not.toMatch(/refresh_token|access_token|safc_session/);

  await page.reload();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/holdings');
  await expect(page.getByRole('button', { name: /account menu|user menu/i })).toBeVisible();
  expect(await readableByScript(page)).not.toMatch(/eyJ[\w-]+\.[\w-]+|refresh_token|access_token/);
});

test('after the 2-hour inactivity logout, coming back asks for the password', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.nordicInitiator);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/holdings');

  await page.clock.fastForward('02:00:05');
  await expect(page).toHaveURL(/\/\?authError=inactivity$/, { timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Logged out due to inactivity' })).toBeVisible();

  // The provider's session ended with the registry's: no signing straight back in.
  await page.goto('/holdings');
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('after logout, a reload does not sign the user back in and the sign-in asks for the password', async ({
  page,
}) => {
  await signIn(page, DEMO.nordicReadOnly);
  await page.getByRole('button', { name: /account menu|user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/holdings');
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Password')).toBeVisible();
});
