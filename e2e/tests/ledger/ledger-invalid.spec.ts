import { expect, type Page } from '@playwright/test';
import { answer, chooseOption, field, pickAutocomplete, test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// Each form of the ledger refuses bad input in the browser with the domain's words, and a refusal of the
// server reaches the user through the global error dialog. Nothing here changes the registry.

async function openUnitForm(page: Page, operation: 'Transfer' | 'Split' | 'Claim' | 'Issue SAFcE') {
  await page.goto('/holdings');
  await page
    .getByTestId('unit-row')
    .filter({ has: page.getByRole('button', { name: operation }) })
    .first()
    .getByRole('button', { name: operation })
    .click();
  return page.getByRole('dialog');
}

test('the wizard: required answers, blending must be true, only csv or pdf, conditional fields', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  await page.goto('/issuance');
  await page.getByRole('button', { name: 'Issue SAFcA' }).click();
  await page.getByRole('button', { name: 'Results', exact: true }).click();
  await expect(page.getByText(/Some answers need attention/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Batch', selected: true })).toBeVisible();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n') });
  await expect(page.getByText('Not supported')).toBeVisible();

  await page.getByRole('tab', { name: 'Blending' }).click();
  await answer(page, /Has the SAF been blended/, 'No');
  await expect(page.getByText('based on current specifications, the SAF must be blended')).toBeVisible();

  await page.getByRole('tab', { name: 'Certification' }).click();
  await expect(field(page, 'Scheme name')).toHaveCount(0);
  await chooseOption(page, page, 'Certification scheme', 'ISCC EU');
  await chooseOption(page, page, 'Additional scheme', 'Other');
  await expect(field(page, 'Scheme name')).toBeVisible();
  await expect(field(page, 'Audit number')).toHaveCount(0);
  await answer(page, /low indirect land-use change risk/, 'Yes');
  await expect(field(page, 'Audit number')).toBeVisible();

  await page.getByRole('tab', { name: 'Product information' }).click();
  await expect(field(page, 'Municipal solid waste (%)')).toHaveCount(0);
  await pickAutocomplete(page, 'Feedstock', 'Municipal solid', 'Municipal solid waste (MSW)');
  await expect(field(page, 'Municipal solid waste (%)')).toBeVisible();

  await page.getByRole('tab', { name: 'Greenhouse gas information' }).click();
  // ISCC EU default values: the EU block, with the solid-waste credits; no CORSIA core LCA.
  await expect(field(page, 'Total LCA value (EU default)')).toBeVisible();
  await expect(field(page, 'Recycling emissions credits')).toBeVisible();
  await expect(field(page, 'Landfill emissions credits')).toBeVisible();
  await expect(field(page, 'Core LCA value')).toHaveCount(0);
});

test('transfer: a receiving account is required and the volume is at least 0.001', async ({ as }) => {
  const page = await as(DEMO.nordicInitiator);
  const dialog = await openUnitForm(page, 'Transfer');
  await field(dialog, 'Volume (t)').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be at least 0.001')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
});

test('split: at most 3 decimal places', async ({ as }) => {
  const page = await as(DEMO.nordicInitiator);
  const dialog = await openUnitForm(page, 'Split');
  await field(dialog, 'Volume (t)').fill('1.2345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 3 decimal places')).toBeVisible();
});

test('claim: year and country required, an external beneficiary needs a valid e-mail', async ({ as }) => {
  const page = await as(DEMO.nordicInitiator);
  const dialog = await openUnitForm(page, 'Claim');
  await field(dialog, 'Volume (t)').fill('1');
  await dialog
    .getByRole('radiogroup', { name: 'SAFcE beneficiary kind' })
    .getByLabel('Outside the registry')
    .check();
  await field(dialog, 'SAFcE beneficiary name').fill('Fjord Air');
  await field(dialog, 'SAFcE beneficiary e-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2);
  await dialog.getByRole('combobox', { name: 'Retirement year' }).click();
  await expect(page.getByRole('option', { name: String(new Date().getFullYear() + 1) })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

// The server keeps its own check (apps/api/test/ledger/bad-input.test.ts); the form says it first.
test('issue SAFcE: more than the free volume is refused in the form, naming the most it may take', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  const dialog = await openUnitForm(page, 'Issue SAFcE');
  await field(dialog, 'Volume (t)').fill('99999');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText(/Must be at most [\d.]+ t, the free volume of this unit/);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
});
