import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';

const LABELS = [
  'metric tonnes of neat SAF issued',
  'fuel providers',
  'fuel producing facilities',
  'fuel producing countries',
  'metric tonnes of CO2e abated',
  'aviation customers',
  'air transport providers',
  'logistics service providers',
];

// en-US, as the landing page shows them (platform spec §1); the registry's figures are small enough for Intl here.
const enUS = (value: string | number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(Number(value));

test('the landing page shows the eight statistics computed by the registry, in en-US format', async ({
  page,
  request,
}) => {
  const statistics = await (await request.get('/api/public/landing-page')).json();
  await page.goto('/');
  for (const label of LABELS) await expect(page.getByText(label, { exact: true })).toBeVisible();

  const expected = {
    'metric tonnes of neat SAF issued': statistics.safCaVolume,
    'fuel providers': statistics.fuelProviders,
    'fuel producing facilities': statistics.uniqueSuppliers,
    'fuel producing countries': statistics.supplyCountriesOfOrigin,
    'metric tonnes of CO2e abated': statistics.co2Abated,
    'aviation customers': statistics.aviationCustomers,
    'air transport providers': statistics.airTransportProviders,
    'logistics service providers': statistics.logisticServiceProviders,
  };
  for (const [label, value] of Object.entries(expected)) {
    const tile = page.locator('div', { has: page.getByText(label, { exact: true }) }).last();
    await expect(tile).toContainText(enUS(value));
  }
  // The demo registry has issued SAFcA, so the first figure is a real, non-zero volume.
  expect(Number(statistics.safCaVolume)).toBeGreaterThan(0);
});

test('the cookie banner stays accepted after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toContainText(
    "This website uses cookies to improve your experience. We'll assume you're ok with this, but you can opt-out if you wish.",
  );
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText('metric tonnes of neat SAF issued')).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the collaboration and terms pages open', async ({ page }) => {
  await page.goto('/collaboration');
  await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i);
});
