import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';

// Platform spec §2: the login error notice on home, chosen by ?authError, with a Close button that goes home.
const NOTICES: [code: string, text: string][] = [
  ['inactivity', 'Logged out due to inactivity'],
  ['notRegistered', 'User is not registered in the system'],
  ['unknown', 'Unknown authentication error. Please try again'],
  ['something-else', 'Unknown authentication error.'],
];

for (const [code, text] of NOTICES) {
  test(`authError=${code} shows "${text}" and Close goes home`, async ({ page }) => {
    await page.goto(`/?authError=${code}`);
    const notice = page.getByRole('alert').filter({ hasText: text });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(new RegExp(`^${text.replace(/[.]/g, '\\.')}\\s*Close$`));
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeHidden();
  });
}
