import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';
import { confirmInDialog } from '../../fixtures/dialogs';

// Issue 15 §5 (decisions 031, 088): failed sign-ins lock the e-mail address, even against the right password (on
// the journeys' registry the first back-off is already the lock: registry/registry-process.ts); the
// administrator's user list shows the lock and filters on it; the administrator lifts the lock from the user's
// page, after a confirmation, and the person signs in again.
const FAILURES = 5;

test('an administrator lifts the sign-in lock that failed attempts put on a user', async ({ browser }) => {
  test.setTimeout(240_000);
  const person = await (await browser.newContext()).newPage();
  await person.goto('/login');
  await person.waitForURL(/\/oidc\/interaction\//);
  for (let attempt = 1; attempt <= FAILURES; attempt += 1) {
    await person.getByLabel('E-mail').fill(DEMO.skywaysApprover);
    await person.getByLabel('Password').fill(`wrong-${attempt}`);
    await person.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(person.getByRole('alert')).toBeVisible();
  }
  await expect(person.getByRole('alert')).toContainText('locked after too many failed attempts');
  await expect(person.getByRole('alert')).toContainText('Contact the registry');

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/users');
  // The list says who is locked, and filters on it.
  // The users table only: the page also lists pending invitations, which other journeys on this registry leave.
  const users = admin.getByRole('table', { name: 'Users' });
  const lockedRow = users.getByRole('row').filter({ hasText: DEMO.skywaysApprover });
  await expect(lockedRow).toContainText('Sign-in locked');
  await admin.getByLabel('Status').click();
  await admin.getByRole('option', { name: 'Sign-in locked' }).click();
  await expect(users.getByRole('row')).toHaveCount(2); // the header and the locked user
  await expect(lockedRow).toBeVisible();
  if (process.env.SCREENSHOTS_DIR) {
    for (const width of [1280, 800]) {
      await admin.setViewportSize({ width, height: 800 });
      await admin.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/users-locked-${width}.png` });
    }
  }
  await lockedRow.getByRole('link').click();
  await admin.getByRole('button', { name: 'Lift sign-in lock' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('after too many failed attempts');
  await confirmInDialog(dialog, 'Lift lock');
  await expect(admin.getByRole('button', { name: 'Lift sign-in lock' })).toHaveCount(0);
  await admin.goto('/users');
  await expect(users.getByRole('row').filter({ hasText: DEMO.skywaysApprover })).not.toContainText(
    'Sign-in locked',
  );

  const again = await (await browser.newContext()).newPage();
  await signIn(again, DEMO.skywaysApprover);
  await expect(again).not.toHaveURL(/\/oidc\//);
});
