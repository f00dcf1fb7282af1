import { expect, test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';

// Issue 39 item 7, docs/decisions/091: Profile settings creates an API token with an expiry, a scope and an
// account, lists them with what they may do, and revokes them all at once.

test('an API token is created read-only for one account and a year, listed so, and "Revoke all" stops it', async ({
  page,
}) => {
  await signIn(page, DEMO.nordicRep);
  await page.goto('/profile-settings');
  await page.getByLabel('Token name').fill('Nightly export');
  await page.getByRole('combobox', { name: 'Works for' }).click();
  await page.getByRole('option', { name: '1 year' }).click();
  await page.getByRole('combobox', { name: 'May do' }).click();
  await page.getByRole('option', { name: 'Read only (GET calls)' }).click();
  await page.getByRole('combobox', { name: 'Account' }).click();
  const account = page.getByRole('option').nth(1);
  const accountName = (await account.textContent()) ?? '';
  await account.click();
  await page.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: /API token "Nightly export"/ });
  await expect(dialog.getByLabel('API token')).toHaveText(/^[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page
    .getByRole('table', { name: 'API tokens' })
    .getByRole('row')
    .filter({ hasText: 'Nightly export' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText(accountName);
  await expect(row).toContainText(String(new Date().getFullYear() + 1));

  await page.getByRole('button', { name: 'Revoke all API tokens' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke all API tokens' })
    .getByRole('button', { name: 'Revoke all' })
    .click();
  await expect(page.getByText('No API tokens.')).toBeVisible();
});
