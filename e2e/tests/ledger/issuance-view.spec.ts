import { expect } from '@playwright/test';
import { postAs } from '../../fixtures/api-as';
import { submitDemoBatch } from '../../fixtures/issuances';
import { test } from '../../fixtures/ledger';
import { mailLinkFor } from '../../fixtures/organisations';
import { DEMO } from '../../fixtures/sign-in';
import { confirmInDialog } from '../../fixtures/dialogs';

// Decision 136: an issuance opens from the Issuance page's table on a page of its own, which says where it
// stands and why (a refusal's reason, the units it became) above the form as it was submitted.

test('the issuer opens a refused issuance and reads why; another company cannot open it', async ({ as }) => {
  const batchNumber = `E2E-VIEW-${Date.now()}`;
  const initiator = await as(DEMO.nordicInitiator);
  const { issuanceId, actionId } = await submitDemoBatch(initiator, batchNumber);
  const approver = await as(DEMO.nordicApprover);
  await postAs(approver, `/api/actions/${actionId}/reject`, {
    comment: 'Wrong batch: this is the March delivery',
  });

  await initiator.goto('/issuance');
  await initiator.getByRole('link', { name: batchNumber, exact: true }).click();
  await expect(initiator).toHaveURL(new RegExp(`/issuance/${issuanceId}$`));
  await expect(initiator.getByRole('heading', { level: 1, name: `Issuance ${batchNumber}` })).toBeVisible();
  const standing = initiator.getByRole('alert');
  await expect(standing).toContainText('Rejected on');
  await expect(standing).toContainText('Reason: Wrong batch: this is the March delivery');
  await expect(standing).toContainText('(signer of the account)');
  // The form as submitted, in the unit view's sections, and the document it came with.
  const batch = initiator.getByRole('region', { name: 'Batch' });
  await expect(batch).toContainText(batchNumber);
  await expect(initiator.getByRole('region', { name: 'Certification' })).toBeVisible();
  await expect(initiator.getByRole('region', { name: 'Greenhouse gas' })).toBeVisible();
  await expect(initiator.getByRole('button', { name: 'proof-of-sustainability.pdf' })).toBeVisible();

  // The mail that told the initiator links to this page, in the issuance's company.
  const link = await mailLinkFor(DEMO.nordicInitiator, 'Your issue of 750 t was rejected');
  expect(link).toMatch(new RegExp(`^/issuance/${issuanceId}\\?companyId=`));
  await initiator.goto(link);
  await expect(initiator.getByRole('alert')).toContainText('Reason: Wrong batch');

  const skyways = await as(DEMO.skywaysInitiator);
  await skyways.goto(`/issuance/${issuanceId}`);
  await expect(skyways.getByText('This issuance could not be opened.')).toBeVisible();
  await expect(skyways.getByText('Wrong batch')).toHaveCount(0);
});

test('an approved issuance names the units it became, which open on their unit view', async ({ as }) => {
  const initiator = await as(DEMO.nordicInitiator);
  await initiator.goto('/issuance');
  await initiator.getByRole('link', { name: 'NRF-2026-0412', exact: true }).click();
  const standing = initiator.getByRole('alert');
  await expect(standing).toContainText('Approved');
  const units = standing.getByRole('link', { name: /^SAFCA-\d{4}-\d{6}$/ });
  const serial = await units.innerText();
  await units.click();
  await expect(initiator.getByRole('heading', { level: 1, name: `SAFcA ${serial}` })).toBeVisible();
});

test("the initiator answers the administrator's question on the issuance's page", async ({ as }) => {
  const batchNumber = `E2E-ASK-${Date.now()}`;
  const initiator = await as(DEMO.nordicInitiator);
  const { issuanceId, actionId } = await submitDemoBatch(initiator, batchNumber);
  await postAs(await as(DEMO.nordicApprover), `/api/actions/${actionId}/sign`);
  await postAs(await as(DEMO.admin), `/api/actions/${actionId}/clarify`, {
    comment: 'Which refinery unit produced this batch?',
  });

  await initiator.goto(`/issuance/${issuanceId}`);
  const thread = initiator.getByRole('region', { name: 'Questions and answers' });
  await expect(thread).toContainText('Which refinery unit produced this batch?');
  await initiator.getByRole('alert').getByRole('button', { name: 'Answer' }).click();
  const dialog = initiator.getByRole('dialog', { name: 'Answer the administrator' });
  await dialog.getByLabel('Your answer').fill('Unit 2, the hydrotreater commissioned in 2025.');
  await confirmInDialog(dialog, 'Send answer');
  await expect(thread).toContainText('Unit 2, the hydrotreater commissioned in 2025.');
  await expect(initiator.getByText('Awaiting administrator approval')).toBeVisible();
});
