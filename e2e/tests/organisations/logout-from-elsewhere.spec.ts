import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn, signOut } from '../../fixtures/sign-in';

// Issue 39, item 13: another site sending the browser to the provider's logout address does not sign the person
// out: the page asks, and the person stays signed in. The registry's own logout still takes one click.
const ATTACKER = 'http://attacker.example';

test('a logout started by another site asks first and leaves the person signed in', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.nordicRep);
  const signedInAt = new URL(page.url()).pathname;
  // A page on another site that sends the browser to the provider's logout at once.
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><script>location.href=${JSON.stringify(`${baseURL}/oidc/session/end`)};</script>`,
    }),
  );
  await page.goto(`${ATTACKER}/prize`);
  await page.waitForURL(/\/oidc\/session\/end/);
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  if (process.env.SCREENSHOTS_DIR) {
    for (const width of [1280, 800, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/logout-asks-${width}.png` });
    }
  }
  // Nothing submitted itself: a moment later the page still asks.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();

  // The provider session is still there: with the web's own tokens gone, a signed-in page comes back without
  // the sign-in form.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(signedInAt);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(signedInAt);
  await expect(page.getByLabel('Password')).toHaveCount(0);

  // The registry's own logout: one click on Logout, and the provider session ends too.
  await signOut(page);
  await page.goto('/holdings');
  await page.waitForURL(/\/oidc\/interaction\//);
});
