import { expect, type Page } from '@playwright/test';
import { answerIssueQuestions, chooseOption, field, proofPdf, test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// Issue 45 items 3-6 in the Issue SAFcA wizard: its document upload, its draft, the registry's refusals in
// the form's words, the greenhouse-gas labels whole at 1280 px.

const ACCOUNT = 'Nordic Renewable Fuels - SAF Production';

async function openWizard(page: Page): Promise<void> {
  await page.goto('/issuance');
  await page.getByRole('button', { name: 'Issue SAFcA', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Issue SAFcA' })).toBeVisible();
}

const uploadRow = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('the upload: a new choice replaces a refused one; two dropped at once list the extra file (item 4)', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  await openWizard(page);
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('some notes') });
  await expect(uploadRow(page, 'notes.txt')).toContainText('Not supported');
  await expect(page.getByText('an error occurred')).toBeVisible();

  // Choosing another file takes the place of the refused one.
  await input.setInputFiles(proofPdf('DRAFT-UPLOAD-1'));
  await expect(page.getByText('notes.txt')).toHaveCount(0);
  await expect(uploadRow(page, 'proof-of-sustainability.pdf')).not.toContainText(/Not supported|Exceeded/);
  await expect(page.getByText('an error occurred')).toHaveCount(0);

  // Two PDFs dropped together: both listed, the second "Exceeded maximum files count".
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    for (const name of ['first.pdf', 'second.pdf'])
      transfer.items.add(new File([`%PDF-1.4\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' }));
    return transfer;
  });
  await page
    .getByText('Drag and drop or', { exact: false })
    .locator('..')
    .dispatchEvent('drop', { dataTransfer: dropped });
  await expect(uploadRow(page, 'first.pdf')).not.toContainText('Exceeded');
  await expect(uploadRow(page, 'second.pdf')).toContainText('Exceeded maximum files count');
  await expect(page.getByText('an error occurred')).toBeVisible();
  await expect(page.getByText('proof-of-sustainability.pdf')).toHaveCount(0);
});

test('the greenhouse-gas labels of ISCC EU actual read whole at 1280 px, each with its star (item 6)', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWizard(page);
  await page.getByRole('tab', { name: 'Certification' }).click();
  await chooseOption(page, page, 'Certification scheme', 'ISCC EU');
  await chooseOption(page, page, 'Certified value', 'Actual value');
  await page.getByRole('tab', { name: 'Greenhouse gas information' }).click();
  await expect(field(page, 'Savings from CO2 capture and replacement (eccr)')).toBeVisible();
  const labels = page
    .locator('label.MuiInputLabel-root')
    .filter({ has: page.locator('.MuiFormLabel-asterisk') });
  const cut = await labels.evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent ?? ''),
  );
  expect(await labels.count()).toBeGreaterThanOrEqual(12);
  expect(cut).toEqual([]);
  // Each star shows inside its label, not clipped off its end.
  const hiddenStars = await labels.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const star = node.querySelector('.MuiFormLabel-asterisk')!.getBoundingClientRect();
        return star.width === 0 || star.right > node.getBoundingClientRect().right + 1;
      })
      .map((node) => node.textContent ?? ''),
  );
  expect(hiddenStars).toEqual([]);
});

test('the wizard keeps a draft: Cancel asks, a reload and a failed submission keep it, Discard empties it (item 5, 3)', async ({
  as,
}) => {
  const page = await as(DEMO.nordicInitiator);
  await openWizard(page);
  // Nothing given yet: Cancel leaves without asking.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Issue SAFcA' })).toBeHidden();

  await openWizard(page);
  const batch = `DRAFT-${Date.now().toString(36).toUpperCase()}`;
  await answerIssueQuestions(page, { batchNumber: batch, quantity: '12.5' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave the issue form?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('heading', { name: 'Issue SAFcA' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await leave.getByRole('button', { name: 'Keep the draft and leave' }).click();

  // A reload: the page says a draft is kept, and the wizard opens on it with a notice.
  await page.reload();
  await expect(page.getByText(`A draft issuance for ${ACCOUNT} is kept in this browser`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue the draft' }).click();
  await expect(page.getByText(/Your draft of .* is restored/)).toBeVisible();
  await expect(page.getByText('proof-of-sustainability.pdf')).toBeVisible();
  await page.getByRole('tab', { name: 'Batch' }).click();
  await expect(field(page, 'Batch number')).toHaveValue(batch);

  // A refusal of the registry (here answered in its own shape for a field): under the field, in words.
  await page.route('**/api/units/issue', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        message: 'body.blending.isBlended: based on current specifications, the SAF must be blended',
        errorId: '0b7d9a52-1111-4c1e-9d7e-2f1f7f0e0001',
        details: { 'body.blending.isBlended': 'based on current specifications, the SAF must be blended' },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Results' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Some answers need attention: Blending.')).toBeVisible();
  await expect(page.getByText('based on current specifications, the SAF must be blended')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('body.blending');
  await page.unroute('**/api/units/issue');

  // After the failed submission the draft is still there.
  await page.reload();
  await page.getByRole('button', { name: 'Continue the draft' }).click();
  await page.getByRole('tab', { name: 'Batch' }).click();
  await expect(field(page, 'Batch number')).toHaveValue(batch);

  // Discard the draft: the form is empty, and the page keeps no draft.
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(field(page, 'Batch number')).toHaveValue('');
  await expect(page.getByText('proof-of-sustainability.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`A draft issuance for ${ACCOUNT}`)).toHaveCount(0);
});
