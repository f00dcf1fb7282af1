import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// Issue 42, the registry in pictures: /statistics shows the seeded registry's figures as the API gives them,
// its filters live in the address and change the figures, each chart's table and CSV hold what it shows; the
// company dashboard shows a member its own company's figures.

interface Item {
  key: string;
  label: string;
  issuedTonnes: string;
  claimedTonnes: string;
  co2eAbatedTonnes: string;
  units: number;
}

/** Tonnes as the tables write them: grouped, three decimals. */
const grouped = (value: string) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

async function series(page: Page, query: string): Promise<Item[]> {
  const answer = await page.request.get(`/api/public/statistics/series?${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: Item[] }).items;
}

const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/** The rows of a card's table, each as its cells' texts. */
async function tableRows(page: Page, title: string): Promise<string[][]> {
  const section = card(page, title);
  const toggle = section.getByRole('button', { name: /^Show (table|chart)$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.textContent())?.includes('Show table')) await toggle.click();
  const table = section.getByRole('table', { name: title });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

const itemRows = (items: Item[]) =>
  items.map((item) => [
    item.label,
    grouped(item.issuedTonnes),
    grouped(item.claimedTonnes),
    grouped(item.co2eAbatedTonnes),
    String(item.units),
  ]);

test('/statistics shows the seeded figures as the API gives them, each chart with a table', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Statistics' }).first().click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

  const feedstocks = await series(page, 'by=feedstock');
  expect(feedstocks.length).toBeGreaterThan(0);
  expect(await tableRows(page, 'By feedstock')).toEqual(itemRows(feedstocks));
  expect(await tableRows(page, 'By conversion process')).toEqual(itemRows(await series(page, 'by=process')));
  expect(await tableRows(page, 'By sustainability tier')).toEqual(itemRows(await series(page, 'by=tier')));
  expect(await tableRows(page, 'Emission reduction')).toEqual(itemRows(await series(page, 'by=reduction')));

  // The months, stacked by unit type: each type's issued and claimed tonnes, from the API's two series.
  const [safca, safce] = [
    await series(page, 'by=month&type=SAFcA'),
    await series(page, 'by=month&type=SAFcE'),
  ];
  const months = await tableRows(page, 'Issued and claimed per month');
  for (const item of safca) {
    const row = months.find((cells) => cells[0] === item.label);
    expect(row, item.label).toBeDefined();
    expect([row![1], row![3]]).toEqual([grouped(item.issuedTonnes), grouped(item.claimedTonnes)]);
  }
  for (const item of safce) {
    const row = months.find((cells) => cells[0] === item.label);
    expect([row![2], row![4]]).toEqual([grouped(item.issuedTonnes), grouped(item.claimedTonnes)]);
  }

  // The demo claim names the United Kingdom: the claim-country map shows it, and its table says how much.
  const claims = await series(page, 'by=claimCountry');
  expect(claims.map((item) => item.label)).toContain('United Kingdom');
  await card(page, 'Claim countries').scrollIntoViewIfNeeded();
  const map = page.getByRole('img', { name: /^Claim countries: world map/ });
  await expect(map).toBeVisible();
  await expect(map.locator('title', { hasText: /^United Kingdom: / })).toHaveCount(1);
  const claimRows = await tableRows(page, 'Claim countries');
  expect(claimRows).toEqual(
    claims.map((item) => [
      item.label,
      grouped(item.claimedTonnes),
      grouped(item.co2eAbatedTonnes),
      String(item.units),
    ]),
  );
  // The toggle goes back to the chart.
  await card(page, 'By feedstock').getByRole('button', { name: 'Show chart' }).click();
  await expect(page.getByRole('img', { name: /^By feedstock: chart/ })).toBeVisible();
});

test('the filters are kept in the address and change the figures', async ({ page }) => {
  await page.goto('/statistics');
  await page.getByLabel('Unit type').selectOption('SAFcE');
  await expect(page).toHaveURL(/[?&]type=SAFcE/);
  expect(await tableRows(page, 'By feedstock')).toEqual(
    itemRows(await series(page, 'by=feedstock&type=SAFcE')),
  );

  // A period after every figure: nothing in it, and a reload keeps it.
  const months = await series(page, 'by=month');
  const last = months.at(-1)!.key;
  const [year, month] = last.split('-').map(Number);
  const next = month === 12 ? `${year! + 1}-01` : `${year}-${String(month! + 1).padStart(2, '0')}`;
  const choices = await page
    .getByLabel('From')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  if (choices.includes(next)) {
    await page.getByLabel('From').selectOption(next);
    await expect(page).toHaveURL(new RegExp(`from=${next}`));
    await page.reload();
    expect(await tableRows(page, 'By feedstock')).toEqual([['Nothing in this period.']]);
  }
  // The whole range of the last month alone: its figures are the API's for that month.
  await page.goto(`/statistics?from=${last}&to=${last}`);
  await expect(page.getByLabel('From')).toHaveValue(last);
  expect(await tableRows(page, 'By conversion process')).toEqual(
    itemRows(await series(page, `by=process&from=${last}&to=${last}`)),
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
});

test("a chart's CSV holds exactly the figures its table shows", async ({ page }) => {
  await page.goto('/statistics?type=SAFcA');
  const items = await series(page, 'by=process&type=SAFcA');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: By conversion process' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('safc-statistics-process-start_now_SAFcA.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toBe(
    [
      'Conversion process,Issued (t),Claimed (t),CO2e abated (t),Units',
      ...items.map((item) =>
        [
          item.label.includes(',') || item.label.includes('"')
            ? `"${item.label.replace(/"/g, '""')}"`
            : item.label,
          item.issuedTonnes,
          item.claimedTonnes,
          item.co2eAbatedTonnes,
          item.units,
        ].join(','),
      ),
    ].join('\r\n') + '\r\n',
  );
});

test("the company dashboard shows a member their company's figures, with table and CSV", async ({ as }) => {
  const page = await as(DEMO.skywaysInitiator);
  const answer = page.waitForResponse((response) =>
    /\/api\/companies\/[^/]+\/dashboard/.test(response.url()),
  );
  // Holdings leads there; the page is opened by its address (Holdings rewrites its own address as it settles).
  await page.goto('/holdings');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/company/dashboard');
  await page.goto('/company/dashboard');
  const body = (await (await answer).json()) as {
    company: { name: string };
    holdings: { month: string; active: string; claimed: string; expired: string }[];
    abatedByClaimYear: { year: number; co2eAbatedTonnes: string }[];
  };
  expect(body.company.name).toBe('SkyWays Airlines Ltd');
  await expect(page.getByText("SkyWays Airlines Ltd's units")).toBeVisible();
  const holdings = await tableRows(page, 'Holdings by status over time');
  const now = body.holdings.at(-1)!;
  expect(holdings.at(-1)!.slice(1)).toEqual([
    grouped(now.active),
    grouped(now.claimed),
    grouped(now.expired),
  ]);
  const abated = await tableRows(page, 'CO2e abated by claim year');
  expect(abated.map((row) => [row[0], row[1]])).toEqual(
    body.abatedByClaimYear.map((row) => [String(row.year), grouped(row.co2eAbatedTonnes)]),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: CO2e abated by claim year' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe('Claim year,CO2e abated (t),Claimed (t),Units');
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(body.abatedByClaimYear.length + 1);
  // The unit type is kept in the address and asked of the API.
  const safce = page.waitForResponse((response) => /\/dashboard\?.*type=SAFcE/.test(response.url()));
  await page.getByLabel('Unit type').selectOption('SAFcE');
  await expect(page).toHaveURL(/type=SAFcE/);
  await safce;
});
