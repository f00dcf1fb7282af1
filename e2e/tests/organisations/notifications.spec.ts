import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { DEMO, signIn } from '../../fixtures/sign-in';
import { mailLinkFor } from '../../fixtures/organisations';

// Issue 12 "Notifications": a mail's link opens the exact screen, and each person chooses how mails come.
// The demo seed's claim by SkyWays' initiator is notified when the registry starts (docs/decisions/033).

test("the link of an initiator's mail opens the account's holdings; the person chooses a daily digest", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const link = await mailLinkFor(DEMO.skywaysInitiator, 'Your claim of 150 t was completed');
  // It names the company and the account, so the screen selects that company first and opens the account.
  expect(link).toMatch(/^\/holdings\?companyId=[0-9a-f-]{36}&accountId=[0-9a-f-]{36}$/);

  await signIn(page, DEMO.skywaysInitiator);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holdings');
  // The company parameter has done its work and left the address; the account stays chosen.
  await expect(page).toHaveURL(/\/holdings\?accountId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Account' })).toContainText(
    'SkyWays Airlines - SAF Portfolio',
  );

  await page.goto('/profile-settings');
  const settings = page.getByRole('region', { name: 'Notifications' });
  const digest = settings.getByRole('radio', { name: /A daily digest per company, at \d\d:00 UTC/ });
  const saved = () =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/profile/notifications') && response.request().method() === 'PUT',
    );
  await Promise.all([saved(), digest.check()]);
  await page.reload();
  await expect(digest).toBeChecked();
  // Back as the demo has it, for the other journeys on this registry.
  await Promise.all([saved(), settings.getByRole('radio', { name: 'Every event, at once' }).check()]);
  await expect(settings.getByRole('radio', { name: 'Every event, at once' })).toBeChecked();
});
