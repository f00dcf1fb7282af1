import { expect, test } from '@playwright/test';

// issue 10: an anonymous visitor finds a claimed unit in the public registry and checks its claim.
test('a visitor filters the unit list, opens a claimed unit by its link and sees its claim verified', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Unit registry' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public unit registry' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Claimed', exact: true }).click();
  await expect(page).toHaveURL(/status=retired/);
  const table = page.getByRole('table', { name: 'Public units' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('Held', { exact: true })).toHaveCount(0);

  // The filtered view is an address anyone can share.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Claimed');

  const link = table.getByRole('link', { name: /^SAFCA-\d{4}-\d{6}$/ }).first();
  const serial = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/registry/${serial}$`));
  await expect(page.getByRole('heading', { level: 1, name: serial })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(serial));
  await expect(page.getByRole('heading', { name: 'Claim' })).toBeVisible();
  // The publishing job signs a checkpoint within a second or two of the demo's start.
  await expect(page.getByText('Verified.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/checkpoint \d+ signed on/)).toBeVisible();
});

test('a shared unit link previews: the server writes its title and Open Graph tags', async ({ request }) => {
  const list = await (await request.get('/api/public/units?status=retired')).json();
  const serial: string = list.items[0].serial;
  const html = await (await request.get(`/registry/${serial}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<meta property="og:title" content="${serial}:`);
  expect(html).toMatch(/<meta property="og:description" content="SAFcA unit [^"]+claimed/);
});
