import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn, signOut } from '../../fixtures/sign-in';

// Platform spec §2 routing rules after sign-in (through the embedded OpenID provider, code + PKCE).
const LANDINGS: [who: string, email: string, path: string][] = [
  ['the registry administrator', DEMO.admin, '/accounts'],
  ['a company representative with an account membership', DEMO.nordicRep, '/holdings'],
  ['a company representative without an account membership', DEMO.skywaysRep, '/accounts'],
  ['an initiator', DEMO.nordicInitiator, '/holdings'],
  ['a read-only member', DEMO.nordicReadOnly, '/holdings'],
  ['a user whose onboarding awaits approval', DEMO.pending, '/company'],
];

for (const [who, email, path] of LANDINGS) {
  test(`${who} signs in and lands on ${path}, then logs out to home`, async ({ page }) => {
    await signIn(page, email);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await signOut(page);
    await expect(page.getByText('metric tonnes of neat SAF issued')).toBeVisible();
    // Signed out for real: an authenticated page sends the browser back to sign in.
    await page.goto('/holdings');
    await page.waitForURL(/\/oidc\/interaction\//);
  });
}

test('a provider user unknown to the registry is sent home with "User is not registered in the system"', async ({
  page,
}) => {
  await signIn(page, DEMO.stranger);
  await expect(page).toHaveURL(/\/\?authError=notRegistered$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'User is not registered in the system' }),
  ).toBeVisible();
});

test('a wrong password is refused by the provider without saying which part was wrong', async ({ page }) => {
  await page.goto('/login');
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail').fill(DEMO.admin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password');
});

test('an unknown path sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.waitForURL(/\/oidc\/interaction\//);
});
