import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../../fixtures/registry';
import { chooseOption } from '../../fixtures/ledger';
import { DEMO, signIn } from '../../fixtures/sign-in';

// Issue 9: the administrator bills what the event log says (here a re-activation), issues the invoice, the
// Nordic representative finds it from the company page and downloads its PDF, the administrator records
// the payment, and the SkyWays representative cannot open it.

const NORDIC = 'Nordic Renewable Fuels AS';
const FUEL_ACCOUNT = 'Nordic Renewable Fuels - SAF Production';

test('invoices from generation to payment, seen by the right company only', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);

  // A re-activation (unblock after a block) of a fuel provider account: 10,000 USD by the fee schedule.
  await admin.goto('/accounts');
  await admin.getByRole('link', { name: FUEL_ACCOUNT }).click();
  await admin.getByRole('button', { name: 'Block' }).click();
  await admin.getByRole('dialog').getByLabel('Reason').fill('Fees overdue');
  await admin.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await admin.getByRole('button', { name: 'Unblock' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(admin.getByRole('button', { name: 'Block' })).toBeVisible();

  // Generate this month's invoice of Nordic: preview first, then confirm.
  await admin.goto('/billing');
  await admin.getByRole('button', { name: 'Generate invoices' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Month').fill(new Date().toISOString().slice(0, 7));
  await chooseOption(admin, dialog, 'Companies', NORDIC);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('generation-company');
  await expect(preview).toHaveCount(1);
  await expect(preview).toContainText(NORDIC);
  await expect(preview).toContainText('1 × Re-activation fee');
  await expect(preview).toContainText('$10,000.00');
  await dialog.getByRole('button', { name: 'Create 1 draft' }).click();
  await expect(dialog.getByText(/Created 1 draft invoice/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Issue it: it gets its number.
  const draftRow = admin.getByTestId('invoice-row').filter({ hasText: NORDIC }).filter({ hasText: 'Draft' });
  await draftRow.getByRole('link', { name: 'Draft' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Draft invoice' })).toBeVisible();
  await expect(admin.getByTestId('invoice-total')).toHaveText('$10,000.00');
  await admin.getByRole('button', { name: 'Issue' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Issue' }).click();
  const heading = admin.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Invoice ', '');
  const invoicePath = new URL(admin.url()).pathname;

  // The Nordic representative reaches it from the company page and downloads its PDF.
  const rep = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(rep, DEMO.nordicRep);
  // The spec's company menu has no Billing (docs/decisions/013); the menu is there, with Logs.
  const menu = rep.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Logs' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await rep.goto('/company');
  await rep.getByRole('link', { name: 'Invoices and fees' }).click();
  await rep.getByRole('link', { name: number }).click();
  await expect(rep.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(rep.getByTestId('invoice-line')).toContainText(`Re-activation of ${FUEL_ACCOUNT}`);
  await expect(rep.getByRole('button', { name: 'Issue' })).toHaveCount(0);
  const [download] = await Promise.all([
    rep.waitForEvent('download'),
    rep.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The administrator records the payment.
  await admin.getByRole('button', { name: 'Mark paid' }).click();
  await admin
    .getByRole('dialog')
    .getByLabel(/Payment reference/)
    .fill('NRF-E2E-0001');
  await admin.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(/reference NRF-E2E-0001/)).toBeVisible();

  // SkyWays' representative cannot open Nordic's invoice.
  const skyways = await (await browser.newContext()).newPage();
  await signIn(skyways, DEMO.skywaysRep);
  await skyways.goto(invoicePath);
  await expect(skyways.getByText('This invoice could not be opened.')).toBeVisible();
  await expect(skyways.getByTestId('invoice-line')).toHaveCount(0);
});
