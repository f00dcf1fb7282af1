import { expect } from '@playwright/test';
import { answerIssueQuestions, field, rowWith, test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';
import { confirmInDialog } from '../../fixtures/dialogs';

// Issue 11 #4, docs/decisions/035-plausibility-checks.md: the wizard refuses a heating value no jet fuel has,
// accepts an unusual one with a warning on the Results step, and the administrator approves only once the
// warning is acknowledged.

const BATCH = `E2E-PLAUSIBLE-${Date.now()}`;

test.describe.configure({ mode: 'serial' });

test('a lower heating value outside 42-45 MJ/kg is refused on the Product tab, naming the range', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  await page.goto('/issuance');
  await page.getByRole('button', { name: 'Issue SAFcA' }).click();
  await page.getByRole('tab', { name: 'Product information' }).click();
  await field(page, 'Lower heating value (MJ/kg)').fill('1000');
  await field(page, 'Lower heating value (MJ/kg)').blur();
  await expect(
    page.getByText('Enter a lower heating value from 42.0 to 45.0 MJ/kg: jet fuels lie in this range'),
  ).toBeVisible();
});

test('an unusual heating value is shown on the Results step and acknowledged by the administrator before approval', async ({
  as,
}) => {
  test.slow();
  const initiator = await as(DEMO.nordicInitiator);
  await initiator.goto('/issuance');
  await initiator.getByRole('button', { name: 'Issue SAFcA' }).click();
  await answerIssueQuestions(initiator, { batchNumber: BATCH, quantity: '42.125' });
  await initiator.getByRole('tab', { name: 'Product information' }).click();
  await field(initiator, 'Lower heating value (MJ/kg)').fill('42.5');
  await initiator.getByRole('button', { name: 'Results', exact: true }).click();
  const warnings = initiator.getByRole('region', { name: 'Plausibility warnings' });
  await expect(warnings).toContainText(
    'The lower heating value 42.5 MJ/kg is below the 42.8 MJ/kg jet fuel must have',
  );
  await initiator.getByRole('button', { name: 'Submit' }).click();
  await expect(initiator.getByText(/Issuance submitted/)).toBeVisible();

  const approver = await as(DEMO.nordicApprover);
  await approver.goto('/holdings?tab=pendingActions');
  const pending = rowWith(approver, 'pending-action-row', /Issue.*42\.125/);
  await pending.getByRole('button', { name: 'Sign' }).click();
  await expect(pending.getByRole('button', { name: 'Sign' })).toHaveCount(0);

  const admin = await as(DEMO.admin);
  await admin.goto('/actions');
  await admin.getByTestId('action-row').filter({ hasText: 'Awaiting approval' }).first().click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(BATCH);
  await expect(dialog.getByRole('region', { name: 'Plausibility warnings' })).toContainText('42.5 MJ/kg');
  const approve = dialog.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await dialog.getByLabel('I have checked these against the proof of sustainability').check();
  await confirmInDialog(dialog, 'Approve');
  await initiator.goto('/issuance');
  await expect(rowWith(initiator, 'issuance-row', BATCH)).toContainText('Approved: units issued');
});
