import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
// The API tests' reader: Mozilla's pdf.js, the way a viewer extracts a PDF's text.
import { readPdfText } from '../../../apps/api/test/helpers/pdf-text';

// issue 10: an anonymous visitor finds a claimed unit in the public registry and checks its claim.
test('a visitor filters the unit list, exports it, opens a claimed unit by its link, downloads its certificate and sees the claim verified', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Unit registry' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public unit registry' })).toBeVisible();

  // The filters are the browser's own selects (a phone's picker, a screen reader's list).
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Claimed' });
  await expect(page).toHaveURL(/status=retired/);
  const table = page.getByRole('table', { name: 'Public units' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('Held', { exact: true })).toHaveCount(0);

  // The filtered view is an address anyone can share.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText(
    'Claimed',
  );

  const link = table.getByRole('link', { name: /^SAFCA-\d{4}-\d{6}$/ }).first();
  const serial = (await link.textContent())?.trim() ?? '';

  // The export carries the filter: claimed units only, every one of them.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await exported;
  expect(csvFile.suggestedFilename()).toBe('safc-units.csv');
  const csv = await readFile(await csvFile.path(), 'utf8');
  const statuses = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[3]);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['retired']));
  expect(csv).toContain(`${serial},`);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/registry/${serial}$`));
  await expect(page.getByRole('heading', { level: 1, name: serial })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(serial));
  await expect(page.getByRole('heading', { name: 'Claim' })).toBeVisible();

  const certificate = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Retirement certificate' }).click();
  const pdfFile = await certificate;
  expect(pdfFile.suggestedFilename()).toBe(`retirement-certificate-${serial}.pdf`);
  const pdf = await readPdfText(await readFile(await pdfFile.path()));
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Retirement certificate');
  expect(pdf.text).toContain(serial);
  expect(pdf.text).toContain('Volume of neat SAF');
  expect(pdf.text).toMatch(/Claimed by \S/);
  expect(pdf.text).toMatch(/SHA-256 hash: [0-9a-f]{64}/);
  expect(pdf.text).toContain(`/registry/${serial}`);

  // The publishing job signs a checkpoint within a second or two of the demo's start.
  await expect(page.getByText('Verified.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/checkpoint \d+ signed on/)).toBeVisible();
});

// issue 10: the export is streamed and its size unknown, so while it downloads the page says so and offers Cancel.
test('while an export downloads the page shows its progress, and Cancel stops it without an error', async ({
  page,
}) => {
  await page.goto('/registry?status=retired');
  await expect(page.getByRole('table', { name: 'Public units' })).toBeVisible();
  // The server's file is fetched and then held back, so the page stays in its downloading state until released.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/units/export?**', async (route) => {
    const response = await route.fetch();
    await held;
    // The page has cancelled by then: fulfilling an aborted request may throw, which is what it should be.
    await route.fulfill({ response }).catch(() => undefined);
  });

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Exporting CSV' });
  await expect(status).toContainText('0.0 MB received');
  await expect(page.getByRole('progressbar', { name: 'Exporting CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export XLSX' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  release();
  // A cancelled download is the visitor's choice, not a failure: no error dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a shared unit link previews: the server writes its title and Open Graph tags', async ({ request }) => {
  const list = await (await request.get('/api/public/units?status=retired')).json();
  const serial: string = list.items[0].serial;
  const html = await (await request.get(`/registry/${serial}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<meta property="og:title" content="${serial}:`);
  expect(html).toMatch(/<meta property="og:description" content="SAFcA unit [^"]+claimed/);
});

// issue 14: the list fits a tablet and a phone; the columns that tell units apart stay, with their headers.
test('the unit list fits 800 and 360 px without scrolling sideways, its columns still headed', async ({
  page,
}) => {
  const expected = {
    800: ['Serial', 'Status', 'Volume', 'CO2e abated (t)well-to-wake', 'Fuel producer'],
    360: ['Serial', 'Volume'],
  };
  for (const width of [800, 360] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/registry');
    const table = page.getByRole('table', { name: 'Public units' });
    await expect(table.getByRole('link', { name: /^SAF/ }).first()).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(expected[width]);
    const overflow = await page.evaluate(() => {
      const container = document.querySelector('table')?.parentElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: container ? container.scrollWidth - container.clientWidth : -1,
      };
    });
    expect(overflow, `at ${width} px`).toEqual({ page: 0, table: 0 });
  }
});
