import { expect, type Page } from '@playwright/test';
import { accountIdOf, apiAs, postAs } from '../../fixtures/api-as';
import { field, pickAutocomplete, rowWith, test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';
import { confirmInDialog } from '../../fixtures/dialogs';

// Issue 12 "Batch" (docs/decisions/042): several blocks chosen in holdings go to one account in one batch,
// a second person signs them with one act and the receiving company accepts them with one act; the outcome
// of each block and each action is listed.

const NORDIC_PRODUCTION = 'Nordic Renewable Fuels - SAF Production';
const SKYWAYS_PORTFOLIO = 'SkyWays Airlines - SAF Portfolio';

test.describe.configure({ mode: 'serial' });

interface ListedBlock {
  id: string;
  serial: string;
  volume: string;
  freeVolume: string;
  parentId: string | null;
}

const activeBlocks = async (page: Page, accountId: string) =>
  (await apiAs<{ items: ListedBlock[] }>(page, `/api/units?accountId=${accountId}&status=active`)).items;

async function openPending(page: Page, accountName?: string): Promise<void> {
  await page.goto('/holdings?tab=pendingActions');
  if (accountName) {
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: new RegExp(`^${accountName}`) }).click();
  }
}

/** Ticks the rows of these serials with the keyboard (Space on each checkbox), as a person without a mouse. */
async function tick(page: Page, rowTestId: string, serials: string[]): Promise<void> {
  for (const serial of serials) {
    const box = rowWith(page, rowTestId, serial).getByRole('checkbox');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

test('two blocks transferred in one batch, signed with one act and accepted with one act', async ({ as }) => {
  // Three people and a split before the batch: more than one journey's usual minute on a busy machine.
  test.slow();
  // Two blocks of their own: a whole block of the demo account split into 1 t and the rest.
  const initiator = await as(DEMO.nordicInitiator);
  const accountId = await accountIdOf(initiator, NORDIC_PRODUCTION);
  const whole = (await activeBlocks(initiator, accountId)).find(
    (block) => block.freeVolume === block.volume && block.volume !== '0.000',
  );
  if (!whole) throw new Error('The demo account holds no unreserved block');
  await initiator.goto(`/holdings?accountId=${accountId}`);
  await rowWith(initiator, 'unit-row', whole.serial).getByRole('button', { name: 'Split' }).click();
  const splitDialog = initiator.getByRole('dialog');
  await field(splitDialog, 'Volume (t)').fill('1');
  await confirmInDialog(splitDialog, 'Save');
  const approver = await as(DEMO.nordicApprover);
  await openPending(approver);
  await rowWith(approver, 'pending-action-row', whole.serial).getByRole('button', { name: 'Sign' }).click();
  await expect(rowWith(approver, 'pending-action-row', whole.serial)).toHaveCount(0);
  // The row leaves the list; a message says what the signature did.
  await expect(
    approver.getByRole('alert').filter({ hasText: /^Signed: the split of 1\.000 t of / }),
  ).toContainText(`${whole.serial} is complete.`);
  const children = (await activeBlocks(initiator, accountId)).filter((block) => block.parentId === whole.id);
  expect(children).toHaveLength(2);
  const serials = children.map((block) => block.serial);

  // The initiator ticks both and transfers them together.
  await initiator.goto(`/holdings?accountId=${accountId}`);
  await tick(initiator, 'unit-row', serials);
  const bar = initiator.getByRole('region', { name: 'Selected units' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Transfer selected' }).click();
  const dialog = initiator.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Blocks in this batch' })).toContainText(serials[0]!);
  await pickAutocomplete(
    initiator,
    'Receiving account',
    'SkyWays',
    `${SKYWAYS_PORTFOLIO} · SkyWays Airlines Ltd (Air Transport Provider Holding Account)`,
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const outcome = dialog.getByRole('list', { name: 'What happened to each block' });
  await expect(outcome.getByTestId('batch-outcome')).toHaveCount(2);
  for (const serial of serials) {
    await expect(outcome.getByTestId('batch-outcome').filter({ hasText: serial })).toContainText(
      'Awaiting signature',
    );
  }
  await confirmInDialog(dialog, 'Close');

  // The approver signs both with one act; each says what it awaits now.
  await openPending(approver);
  await tick(approver, 'pending-action-row', serials);
  await approver
    .getByRole('region', { name: 'Selected actions' })
    .getByRole('button', { name: 'Sign selected' })
    .click();
  const signed = approver.getByRole('region', { name: 'Outcome of the last batch' });
  await expect(signed).toContainText('Every selected action moved on');
  for (const serial of serials) {
    await expect(signed.getByTestId('batch-outcome').filter({ hasText: serial })).toContainText(
      'Awaiting acceptance',
    );
  }

  // SkyWays accepts both with one act, and holds them.
  const receiver = await as(DEMO.skywaysApprover);
  await openPending(receiver, SKYWAYS_PORTFOLIO);
  await tick(receiver, 'pending-action-row', serials);
  await receiver
    .getByRole('region', { name: 'Selected actions' })
    .getByRole('button', { name: 'Accept selected' })
    .click();
  const accepted = receiver.getByRole('region', { name: 'Outcome of the last batch' });
  for (const serial of serials) {
    await expect(accepted.getByTestId('batch-outcome').filter({ hasText: serial })).toContainText(
      'Completed',
    );
  }
  const skyways = await accountIdOf(receiver, SKYWAYS_PORTFOLIO);
  const received = (await activeBlocks(receiver, skyways)).filter((block) => serials.includes(block.serial));
  // A transfer supersedes the sent block: SkyWays holds new blocks of the same volumes, not the same serials.
  expect(received).toHaveLength(0);
  const volumes = children.map((block) => block.volume).sort();
  const holdings = await activeBlocks(receiver, skyways);
  for (const volume of volumes) expect(holdings.some((block) => block.volume === volume)).toBe(true);
});

test('a batch held back by one block names it and says why, and starts nothing', async ({ as }) => {
  const initiator = await as(DEMO.nordicInitiator);
  const accountId = await accountIdOf(initiator, NORDIC_PRODUCTION);
  const free = (await activeBlocks(initiator, accountId)).filter((block) => block.freeVolume !== '0.000');
  expect(free.length).toBeGreaterThanOrEqual(2);
  const [first, second] = free as [ListedBlock, ListedBlock];
  await initiator.goto(`/holdings?accountId=${accountId}`);
  await tick(initiator, 'unit-row', [first.serial, second.serial]);
  await initiator
    .getByRole('region', { name: 'Selected units' })
    .getByRole('button', { name: 'Transfer selected' })
    .click();
  const dialog = initiator.getByRole('dialog');
  await pickAutocomplete(
    initiator,
    'Receiving account',
    'SkyWays',
    `${SKYWAYS_PORTFOLIO} · SkyWays Airlines Ltd (Air Transport Provider Holding Account)`,
  );
  // Meanwhile, in another tab, the second block's free volume goes into a transfer of its own.
  const targets = await apiAs<{ items: { id: string; name: string }[] }>(
    initiator,
    `/api/account/to-transfer?accountId=${accountId}`,
  );
  const skyways = targets.items.find((account) => account.name === SKYWAYS_PORTFOLIO);
  if (!skyways) throw new Error(`${SKYWAYS_PORTFOLIO} is not a transfer target`);
  const single = await postAs<{ id: string }>(initiator, `/api/units/${second.id}/transfer`, {
    volume: second.freeVolume,
    accountId,
    recipientId: skyways.id,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const outcome = dialog.getByRole('list', { name: 'What happened to each block' });
  await expect(outcome.getByTestId('batch-outcome').filter({ hasText: second.serial })).toContainText(
    'Refused',
  );
  await expect(outcome.getByTestId('batch-outcome').filter({ hasText: second.serial })).toContainText(
    'Nothing is free',
  );
  await expect(outcome.getByTestId('batch-outcome').filter({ hasText: first.serial })).toContainText(
    'nothing was changed',
  );
  // The form stays for another try, and the first block is still wholly free.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const after = (await activeBlocks(initiator, accountId)).find((block) => block.id === first.id);
  expect(after?.freeVolume).toBe(first.freeVolume);
  await postAs(initiator, `/api/actions/${single.id}/cancel`);
});

test('the batch claim refuses its empty shared fields under their names; Cancel keeps the choice', async ({
  as,
}) => {
  const initiator = await as(DEMO.nordicInitiator);
  const accountId = await accountIdOf(initiator, NORDIC_PRODUCTION);
  const free = (await activeBlocks(initiator, accountId)).filter((block) => block.freeVolume !== '0.000');
  const [first, second] = free as [ListedBlock, ListedBlock];
  await initiator.goto(`/holdings?accountId=${accountId}`);
  await tick(initiator, 'unit-row', [first.serial, second.serial]);
  await initiator
    .getByRole('region', { name: 'Selected units' })
    .getByRole('button', { name: 'Claim selected' })
    .click();
  const dialog = initiator.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Retirement country' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(initiator.getByRole('region', { name: 'Selected units' })).toContainText('2 selected');
});
