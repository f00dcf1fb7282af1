import { expect } from '@playwright/test';
import { test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// Issue 45: what users met, checked from outside, each in the browser: the error dialog's details (item 1),
// developer messages (item 3), tables on a phone (item 8), the user menu's name (item 10). The helpdesk
// modal's width (item 9) is in spec-conformance.spec.ts, the wizard's items in ledger/issue-wizard-draft.

const ADDRESS_REFUSED = 'This address does not lead to anything in the registry';

test('the error dialog adds the detail pairs in brackets (platform spec §8, item 1)', async ({ as }) => {
  const page = await as(DEMO.nordicRep);
  await page.route(
    (url) => url.pathname === '/api/account',
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 409,
          message: 'Conflict msg',
          errorId: '6f1c1d7e-45a0-4c37-9d55-7c6c2f0e0045',
          details: { field: 'bad', other: 'worse' },
        }),
      }),
  );
  await page.goto('/accounts');
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Conflict msg [field: bad, other: worse]');
  await expect(dialog).toContainText('6f1c1d7e-45a0-4c37-9d55-7c6c2f0e0045');
});

test('an address with no id in it reads as one sentence, never "params.id" (item 3)', async ({ as }) => {
  const page = await as(DEMO.nordicRep);
  for (const path of ['/units/abc', '/accounts/abc', '/colleagues/abc']) {
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog, path).toContainText(ADDRESS_REFUSED);
    await expect(dialog, path).not.toContainText(/params\.|UUID/);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('on a phone the lists say their table scrolls sideways, and the page does not (item 8)', async ({
  as,
}) => {
  for (const [email, paths] of [
    [DEMO.nordicRep, ['/colleagues', '/accounts']],
    [DEMO.admin, ['/users', '/accounts']],
  ] as const) {
    const page = await as(email);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('table').first(), path).toBeVisible();
      await expect(page.getByText('Scroll sideways to see every column').first(), path).toBeVisible();
      const region = page
        .getByRole('region')
        .filter({ has: page.getByRole('table') })
        .first();
      const scrolls = await region.evaluate((node) => node.scrollWidth > node.clientWidth);
      expect(scrolls, path).toBe(true);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, path).toBeLessThanOrEqual(390);
    }
  }
});

test("the user menu's name starts with the initials it shows (WCAG 2.5.3, item 10)", async ({ as }) => {
  const page = await as(DEMO.nordicRep);
  const button = page.getByRole('button', { name: /user menu/ });
  const shown = (await button.innerText()).trim();
  expect(shown).toMatch(/^[A-Z]{1,2}$/);
  expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`));
});
