import { expect, type Page } from '@playwright/test';
import {
  answerIssueQuestions,
  field,
  pickAutocomplete,
  proofPdf,
  rowWith,
  test,
} from '../../fixtures/ledger';
import { apiAs } from '../../fixtures/api-as';
import { DEMO } from '../../fixtures/sign-in';
import { confirmInDialog } from '../../fixtures/dialogs';

// The unit ledger, end to end on the demo registry: an issuance through the four eyes and the
// administrator, then a transfer to another company, a split and a claim that gives SAFcE, each signed by
// a second person, and the event log that recorded every step.

const BATCH = `E2E-LEDGER-${Date.now()}`;
const SKYWAYS_PORTFOLIO = 'SkyWays Airlines - SAF Portfolio';
const NORDIC_TRADING = 'Nordic Renewable Fuels - Trading';

test.describe.configure({ mode: 'serial' });

async function openHoldings(page: Page, accountName?: string): Promise<void> {
  await page.goto('/holdings');
  if (accountName) {
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: new RegExp(`^${accountName}`) }).click();
  }
  await field(page, 'Search').fill(BATCH);
}

async function signPending(
  page: Page,
  text: string | RegExp,
  step: 'Sign' | 'Accept',
  accountName?: string,
): Promise<void> {
  await page.goto('/holdings?tab=pendingActions');
  if (accountName) {
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: new RegExp(`^${accountName}`) }).click();
  }
  const row = rowWith(page, 'pending-action-row', text);
  await row.getByRole('button', { name: step }).click();
  // Done once the step is no longer offered: the action moved on (or left the pending list).
  await expect(row.getByRole('button', { name: step })).toHaveCount(0);
}

test('an initiator issues SAFcA from the wizard with a PDF, an approver signs, the administrator approves', async ({
  as,
}) => {
  // Three people sign in and the whole wizard is typed as a person would (dates key by key): more than the
  // default minute on a busy machine.
  test.slow();
  const initiator = await as(DEMO.nordicInitiator);
  // The way an initiator finds the wizard: Holdings, for the selected fuel provider account (decision 081).
  await initiator.goto('/holdings');
  await initiator.getByRole('link', { name: 'Issue SAFcA' }).click();
  await expect(initiator).toHaveURL(/\/issuance\?accountId=/);
  await initiator.getByRole('button', { name: 'Issue SAFcA' }).click();
  await expect(initiator.getByText('Issue SAFcA for')).toBeVisible();
  await answerIssueQuestions(initiator, { batchNumber: BATCH, quantity: '120.5' });
  await initiator.getByRole('button', { name: 'Results', exact: true }).click();

  // Step 2: the domain's computeIssuanceResults on the answers.
  await expect(initiator.getByTestId('result-Type code')).toHaveText('SAFcA-A2-VAL');
  await expect(initiator.getByTestId('result-Adjusted LCA value')).toHaveText('14.8 gCO2e/MJ');
  await expect(initiator.getByTestId('result-Emission reduction vs. declared baseline')).toHaveText('83.37%');
  await expect(initiator.getByTestId('result-CO2e abated (well-to-wake, vs. declared baseline)')).toHaveText(
    '393.408 tCO2e',
  );
  await initiator.getByRole('button', { name: 'Submit' }).click();
  await expect(initiator.getByText(/Issuance submitted/)).toBeVisible();
  await expect(rowWith(initiator, 'issuance-row', BATCH)).toContainText('Awaiting signature');

  const approver = await as(DEMO.nordicApprover);
  await signPending(approver, /Issue.*120\.500/, 'Sign');

  const admin = await as(DEMO.admin);
  await admin.goto('/actions');
  await admin.getByTestId('action-row').filter({ hasText: 'Awaiting approval' }).first().click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(BATCH);
  await confirmInDialog(dialog, 'Approve');

  // The unit shows in holdings and on its page.
  await openHoldings(initiator);
  const row = rowWith(initiator, 'unit-row', '120.500');
  await expect(row).toContainText('SAFcA-A2-VAL');
  await row.click();
  await expect(initiator).toHaveURL(/\/units\//);
  await expect(initiator.getByRole('region', { name: 'Batch' })).toContainText(BATCH);
  await expect(initiator.getByRole('region', { name: 'Certificate' })).toContainText('120.500 t');
  await expect(initiator.getByRole('region', { name: 'Greenhouse gas' })).toContainText('14.8 gCO2e/MJ');
  await expect(initiator.getByTestId('unique-companies')).toContainText('1');
  await expect(initiator.getByRole('region', { name: 'Accounts that held it' })).toContainText(
    'Nordic Renewable Fuels - SAF Production',
  );
});

test('"Issue similar" starts a new wizard from the earlier issuance\'s form, without its document', async ({
  as,
}) => {
  const initiator = await as(DEMO.nordicInitiator);
  await initiator.goto('/issuance');
  const row = rowWith(initiator, 'issuance-row', BATCH);
  await expect(row).toContainText('Approved: units issued');
  await row.getByRole('button', { name: 'Issue similar' }).click();
  await expect(field(initiator, 'Batch number')).toHaveValue(BATCH);
  await expect(field(initiator, 'Uplift airport')).toHaveValue('OSL');
  await initiator.getByRole('tab', { name: 'Certification' }).click();
  await expect(initiator.getByRole('combobox', { name: 'Certification scheme', exact: true })).toHaveText(
    'ISCC CORSIA',
  );
  await expect(initiator.getByText('proof-of-sustainability.pdf')).toHaveCount(0);
  // The copied answers are something to lose: Cancel asks (issue 45, decision 125).
  await initiator.getByRole('button', { name: 'Cancel' }).click();
  await initiator
    .getByRole('dialog', { name: 'Leave the issue form?' })
    .getByRole('button', { name: 'Discard the draft' })
    .click();
  await expect(rowWith(initiator, 'issuance-row', BATCH)).toBeVisible();
});

test('the wizard says at the Batch step and at the upload that a batch and its document are already issued', async ({
  as,
}) => {
  const initiator = await as(DEMO.nordicInitiator);
  await initiator.goto('/issuance');
  const row = rowWith(initiator, 'issuance-row', BATCH);
  const serial = (await row.getByText(/^SAFCA-\d{4}-\d{6}$/).textContent())?.trim() ?? '';
  await row.getByRole('button', { name: 'Issue similar' }).click();
  // Leaving the Batch tab asks the registry about scheme, certificate and batch number (decision 096).
  await initiator.getByRole('tab', { name: 'Blending' }).click();
  const batchInUse = initiator
    .getByRole('alert')
    .filter({ hasText: 'This batch is already in the registry' });
  await expect(batchInUse).toContainText(`as your units ${serial}. A batch is issued once.`);
  await initiator.getByRole('tab', { name: 'Batch' }).click();
  await expect(batchInUse).toBeVisible();
  await field(initiator, 'Batch number').fill(`${BATCH}-B`);
  await expect(batchInUse).toHaveCount(0);
  await initiator.getByRole('tab', { name: 'Blending' }).click();
  await expect(batchInUse).toHaveCount(0);

  // The earlier batch's own document, chosen again, is refused when chosen.
  await initiator.locator('input[type=file]').setInputFiles(proofPdf(BATCH));
  await expect(
    initiator.getByText(
      `This document is already the proof of sustainability of your units ${serial}. Each issuance needs the document of its own batch.`,
    ),
  ).toBeVisible();
  await initiator.getByRole('button', { name: 'Cancel' }).click();
});

test('a transfer to another company is signed, accepted and shows in its holdings', async ({ as }) => {
  const initiator = await as(DEMO.nordicInitiator);
  await openHoldings(initiator);
  await rowWith(initiator, 'unit-row', '120.500').getByRole('button', { name: 'Transfer' }).click();
  const dialog = initiator.getByRole('dialog');
  await pickAutocomplete(
    initiator,
    'Receiving account',
    'SkyWays',
    `${SKYWAYS_PORTFOLIO} · SkyWays Airlines Ltd (Air Transport Provider Holding Account)`,
  );
  await field(dialog, 'Volume (t)').fill('20');
  await confirmInDialog(dialog, 'Save');
  await expect(rowWith(initiator, 'unit-row', '120.500')).toContainText('100.500');

  const approver = await as(DEMO.nordicApprover);
  await signPending(approver, /Transfer.*20\.000/, 'Sign');

  const receiver = await as(DEMO.skywaysApprover);
  await signPending(receiver, /Transfer.*20\.000/, 'Accept', SKYWAYS_PORTFOLIO);
  await openHoldings(receiver, SKYWAYS_PORTFOLIO);
  await expect(rowWith(receiver, 'unit-row', '20.000')).toContainText('SAFcA-A2-VAL');
  await rowWith(receiver, 'unit-row', '20.000').click();
  await expect(receiver.getByTestId('unique-companies')).toContainText('2');
});

test('a split into 30 t and the rest', async ({ as }) => {
  const initiator = await as(DEMO.nordicInitiator);
  await openHoldings(initiator);
  await rowWith(initiator, 'unit-row', '100.500').getByRole('button', { name: 'Split' }).click();
  const dialog = initiator.getByRole('dialog');
  await field(dialog, 'Volume (t)').fill('30');
  await confirmInDialog(dialog, 'Save');

  const approver = await as(DEMO.nordicApprover);
  await signPending(approver, /Split.*30\.000/, 'Sign');

  await openHoldings(initiator);
  await expect(rowWith(initiator, 'unit-row', '30.000')).toHaveCount(1);
  await expect(rowWith(initiator, 'unit-row', '70.500')).toHaveCount(1);
});

test('a claim with a SAFcE beneficiary gives SAFcE to that account', async ({ as }) => {
  const initiator = await as(DEMO.nordicInitiator);
  await openHoldings(initiator);
  await rowWith(initiator, 'unit-row', '70.500').getByRole('button', { name: 'Claim' }).click();
  const dialog = initiator.getByRole('dialog');
  await field(dialog, 'Volume (t)').fill('10');
  await dialog.getByRole('combobox', { name: 'Retirement year' }).click();
  await initiator.getByRole('option', { name: String(new Date().getFullYear()), exact: true }).click();
  await pickAutocomplete(initiator, 'Retirement country', 'Norway');
  await dialog.getByLabel('International').check();
  await dialog.getByLabel('CORSIA', { exact: true }).check();
  await dialog
    .getByRole('radiogroup', { name: 'Air Transport Provider beneficiary kind' })
    .getByLabel('Outside the registry')
    .check();
  await field(dialog, 'Air Transport Provider beneficiary name').fill('Fjord Ar');
  await field(dialog, 'Air Transport Provider beneficiary e-mail').fill('claims@fjord.example');
  await dialog
    .getByRole('radiogroup', { name: 'SAFcE beneficiary kind' })
    .getByLabel('Company in the registry')
    .check();
  await pickAutocomplete(
    initiator,
    'SAFcE beneficiary account',
    'Trading',
    `${NORDIC_TRADING} · Nordic Renewable Fuels AS`,
  );
  await confirmInDialog(dialog, 'Save');

  const approver = await as(DEMO.nordicApprover);
  await signPending(approver, /Claim.*10\.000/, 'Sign');

  await openHoldings(initiator, NORDIC_TRADING);
  await initiator.getByRole('combobox', { name: 'Unit type' }).click();
  await initiator.getByRole('option', { name: 'SAFcE', exact: true }).click();
  await expect(rowWith(initiator, 'unit-row', '10.000')).toContainText('SAFcE');
});

test('a saved claim: the outside beneficiary is corrected once a second person signs, and the public page shows the history', async ({
  as,
}) => {
  const initiator = await as(DEMO.nordicInitiator);
  const claimed = await apiAs<{ items: { id: string; serial: string; volume: string }[] }>(
    initiator,
    `/api/units?status=retired&search=${encodeURIComponent(BATCH)}`,
  );
  const unit = claimed.items.find((item) => item.volume === '10.000');
  expect(unit).toBeDefined();
  await initiator.goto(`/units/${unit!.id}`);
  const claim = initiator.getByRole('region', { name: 'Claim' });
  await expect(claim).toContainText('Fjord Ar (claims@fjord.example)');
  await claim.getByRole('button', { name: 'Edit claim' }).click();
  const dialog = initiator.getByRole('dialog', { name: 'Edit claim' });
  await expect(field(dialog, 'Volume (t)')).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'SAFcE beneficiary account' })).toBeDisabled();
  await field(dialog, 'Air Transport Provider beneficiary name').fill('Fjord Air');
  await field(dialog, 'Air Transport Provider beneficiary e-mail').fill('not an address');
  await dialog.getByRole('button', { name: 'Send for signature' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await field(dialog, 'Air Transport Provider beneficiary e-mail').fill('bookings@fjord.example');
  await dialog.getByRole('button', { name: 'Send for signature' }).click();
  await expect(dialog.getByText(/awaits a signature from someone else/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Issue 39: one person alone changes nothing.
  await expect(claim).toContainText('Fjord Ar (claims@fjord.example)');

  const approver = await as(DEMO.nordicApprover);
  await signPending(approver, /Claim correction/, 'Sign');
  await initiator.reload();
  await expect(initiator.getByRole('region', { name: 'Claim' })).toContainText(
    'Fjord Air (bookings@fjord.example)',
  );

  await initiator.goto(`/registry/${unit!.serial}`);
  await expect(initiator.getByText(/^2, changed on /)).toBeVisible();
  await expect(initiator.getByRole('heading', { name: 'Claim history' })).toBeVisible();
  await expect(initiator.getByText('Air transport provider beneficiary Fjord Ar → Fjord Air')).toBeVisible();
  await expect(initiator.locator('main')).not.toContainText('@fjord.example');
});

test('the event log shows each step and the chain verifies', async ({ as }) => {
  const admin = await as(DEMO.admin);
  await admin.goto('/logs');
  await admin.getByRole('combobox', { name: /Rows per page/ }).click();
  await admin.getByRole('option', { name: '100' }).click();
  for (const step of [
    'Issuance submitted',
    'Issuance approved',
    'Unit transferred',
    'Unit split',
    'Unit claimed',
    'Unit claim edited',
    'Action signed',
    'Action accepted',
  ]) {
    await expect(rowWith(admin, 'log-row', step).first()).toBeVisible();
  }
  await admin.getByRole('button', { name: 'Verify chain' }).click();
  await expect(admin.getByTestId('chain-result')).toContainText('The chain is intact');
});
