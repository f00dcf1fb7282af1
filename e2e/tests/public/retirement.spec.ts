import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { test } from '../../fixtures/registry';

// The public claimed-units table (platform spec §1-2) on the demo registry, signed out: SkyWays claimed
// 150 t of Nordic Renewable Fuels' SAFcA for international flights, naming its cargo arm as logistics
// provider (DESIGN §5: the logistics provider named in a claim appears in the public retirement table).

const valueOf = (row: Locator, label: string): Locator =>
  row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function demoClaimRow(page: Page): Promise<Locator> {
  const row = page
    .getByTestId('retirement-row')
    .filter({ hasText: 'Nordic Renewable Fuels AS' })
    .filter({ hasText: '150.000 t' })
    .first();
  await expect(row).toBeVisible();
  return row;
}

async function csvOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

test('the public table shows the demo claim with its beneficiaries and the logistics provider named in it', async ({
  page,
}) => {
  await page.goto('/retirement');
  await expect(page.getByRole('heading', { level: 1, name: 'Claimed units' })).toBeVisible();
  const row = await demoClaimRow(page);

  await expect(row.getByRole('link', { name: /^SAFCA-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(valueOf(row, 'Logistics provider')).toHaveText('SkyWays Airlines Ltd');
  await expect(valueOf(row, 'Air transport provider')).toHaveText('SkyWays Airlines Ltd');
  await expect(valueOf(row, 'SAFcE beneficiary')).toHaveText('SkyWays Airlines Ltd');
  await expect(valueOf(row, 'Year and country')).toHaveText(
    `${new Date().getUTCFullYear()} · United Kingdom`,
  );
  await expect(valueOf(row, 'Purpose')).toHaveText('International');
  await expect(valueOf(row, 'Compliance regime')).toHaveText('Not CORSIA');
  await expect(valueOf(row, 'Fuel producing company')).toHaveText('Nordic Renewable Fuels AS');
  await expect(valueOf(row, 'Feedstock')).not.toHaveText('—');
  await expect(valueOf(row, 'Certification scheme')).not.toHaveText('—');
  // The public header and footer, like the other public pages.
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
});

test('Export downloads the CSV file of the claimed units under the current filters', async ({ page }) => {
  await page.goto('/retirement');
  const row = await demoClaimRow(page);
  const serial = (await row.getByRole('link').textContent())?.trim() ?? '';
  expect(serial).toMatch(/^SAFCA-/);

  const everything = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await everything;
  expect(file.suggestedFilename()).toBe('safc-retirements.csv');
  const csv = await csvOf(file);
  expect(csv.split('\r\n')[0]).toMatch(/^Serial,/);
  expect(csv).toContain(serial);
  expect(csv).toContain('SkyWays Airlines Ltd');

  // A claim year with no claims (the oldest the filter offers: no future year is offered, as no claim can
  // have one): the table says so, and the export carries the same filter.
  const emptyYear = String(new Date().getFullYear() - 10);
  await page.getByRole('combobox', { name: 'Claim year' }).selectOption({ label: emptyYear });
  await expect(page).toHaveURL(new RegExp(`year=${emptyYear}`));
  await expect(page.getByText('No claimed units match these filters')).toBeVisible();
  const filtered = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const filteredCsv = await csvOf(await filtered);
  expect(filteredCsv.split('\r\n')[0]).toMatch(/^Serial,/);
  expect(filteredCsv).not.toContain(serial);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(await demoClaimRow(page)).toBeVisible();
});

test('searching a serial narrows the table, and the serial opens the public unit page', async ({ page }) => {
  await page.goto('/retirement');
  const serial = (await (await demoClaimRow(page)).getByRole('link').textContent())?.trim() ?? '';

  await page.getByLabel('Search', { exact: true }).fill(serial);
  await expect(page).toHaveURL(new RegExp(`search=${serial}`));
  await expect(page.getByTestId('retirement-row')).toHaveCount(1);

  await page.getByRole('link', { name: serial }).click();
  await expect(page).toHaveURL(new RegExp(`/registry/${serial}$`));
  await expect(page.getByRole('heading', { level: 1, name: serial })).toBeVisible();
  await expect(page.getByText('Nordic Renewable Fuels AS')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Claim' })).toBeVisible();
  await expect(
    page.locator('dt', { hasText: 'Logistics provider' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('SkyWays Airlines Ltd');
  await expect(page).toHaveTitle(new RegExp(serial));

  await page.goBack();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(serial);
  await expect(page.getByTestId('retirement-row')).toHaveCount(1);
});

test('an unknown unit says it is not in the public registry, at its old address and its new one', async ({
  page,
}) => {
  await page.goto('/retirement?unit=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This unit is not in the public registry.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Unit not found' })).toBeVisible();
  await page.goto('/registry/SAFCA-1999-999999');
  await expect(page.getByText('This unit is not in the public registry.')).toBeVisible();
  // A not-found page still has its heading (issue 14).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unit SAFCA-1999-999999 not found' }),
  ).toBeVisible();
});

test('on a 360 px phone each claim is a card of the same facts and nothing runs past the window (issue 14)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/retirement');
  const card = await demoClaimRow(page);
  await expect(card.getByRole('region', { name: 'Beneficiaries' })).toBeVisible();
  await expect(valueOf(card, 'Logistics provider')).toHaveText('SkyWays Airlines Ltd');
  // Other journeys' claims may come first, so the card can be below the fold: scroll to it (vertically),
  // then its last fact must be on screen, not cut off to the right.
  await valueOf(card, 'Claimed by').scrollIntoViewIfNeeded();
  await expect(valueOf(card, 'Claimed by')).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  const cardBox = await card.boundingBox();
  expect((cardBox?.x ?? 0) + (cardBox?.width ?? 0)).toBeLessThanOrEqual(360);
});

test('both public lists page by cursor with Previous and Next, and the page stands in the address', async ({
  page,
}) => {
  await page.goto('/registry?limit=2');
  const units = page.getByRole('table', { name: 'Public units' });
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(units.getByRole('row')).toHaveCount(3);
  const firstSerial = await units.getByRole('link').first().textContent();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]after=[\w-]+/);
  await expect(page).toHaveURL(/[?&]limit=2/);
  await expect(units.getByRole('link').first()).not.toHaveText(firstSerial ?? '');
  // The page's address is a link to the same page.
  const second = await units.getByRole('link').first().textContent();
  await page.goto(page.url());
  await expect(units.getByRole('link').first()).toHaveText(second ?? '');
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/[?&]before=[\w-]+/);
  await expect(units.getByRole('link').first()).toHaveText(firstSerial ?? '');

  // The claimed-units table pages the same way; the old offset address shows the first page.
  await page.goto('/retirement?page=2&pageSize=50');
  await expect(page.getByRole('table', { name: 'Claimed units' }).getByRole('row')).not.toHaveCount(1);
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /rows per page/i })).toHaveCount(0);
});
