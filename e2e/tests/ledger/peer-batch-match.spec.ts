import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { answerAs, apiAs, postAs } from '../../fixtures/api-as';
import { submitDemoBatch, type Issuance } from '../../fixtures/issuances';
import { test } from '../../fixtures/ledger';
import { DEMO, signIn } from '../../fixtures/sign-in';
import { newNoteSigningKey } from '../../../apps/api/test/helpers/note-keys';
import { freePort } from '../../../apps/api/test/helpers/free-port';
import { TEMPLATE } from '../../fixtures/environment';
import { copyTemplate, dropRegistryData, startRegistry } from '../../registry/registry-process';
import { confirmInDialog } from '../../fixtures/dialogs';

// Issue 40, docs/decisions/098-099: two registries that peer. A batch issued in the first (this file's
// registry) reaches the second through the first's public log; the second's administrator sees it as a peer
// match on the approval of the same batch, and approves only after acknowledging it.

/** Submits a batch of its own as the Nordic initiator and has the approver sign it. */
async function submitBatch(initiator: Page, approver: Page, batchNumber: string, proof: string) {
  const submitted = await submitDemoBatch(initiator, batchNumber, proof);
  await postAs(approver, `/api/actions/${submitted.actionId}/sign`);
  return submitted;
}

/** Signs each person in on the registry at `url`, each in a browser context of their own. */
async function signedInOn(browser: Browser, url: string, contexts: BrowserContext[], email: string) {
  const context = await browser.newContext({ baseURL: url });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a batch issued in a peer registry is flagged here, and approved only once acknowledged', async ({
  as,
  browser,
  registry,
}) => {
  test.slow();
  const batchNumber = `E2E-PEER-${Date.now()}`;

  // The first registry issues the batch: submitted, signed, approved.
  const initiatorA = await as(DEMO.nordicInitiator);
  const inA = await submitBatch(
    initiatorA,
    await as(DEMO.nordicApprover),
    batchNumber,
    `${batchNumber} in A`,
  );
  await postAs(await as(DEMO.admin), `/api/actions/${inA.actionId}/approve`, { acknowledgedWarnings: [] });
  const { batchFingerprint } = await apiAs<Issuance>(initiatorA, `/api/issuances/${inA.issuanceId}`);
  const logKey = (await (await initiatorA.request.get('/api/public/log-key')).json()) as {
    origin: string;
    verifierKey: string;
  };

  // The second registry follows the first's log by its pinned key. It starts from the journeys' seeded
  // template, as the first did (a second or two, where a fresh registry's migrations and seed take several),
  // with a log key of its own: two registries, two logs.
  const port = await freePort();
  const name = `peer_${port}`;
  copyTemplate(TEMPLATE, name);
  const second = await startRegistry({
    port,
    name,
    extraEnv: {
      LOG_SIGNING_KEY: newNoteSigningKey(`localhost:${port}/public-log`),
      PEER_REGISTRIES: `${registry.url} ${logKey.verifierKey}`,
    },
  });
  const contexts: BrowserContext[] = [];
  try {
    // Within seconds (the first publishes every second, the second follows every five) anyone may see it there.
    await expect
      .poll(async () => (await fetch(`${second.url}/api/public/batches/${batchFingerprint}`)).status, {
        timeout: 60_000,
      })
      .toBe(200);

    // The same batch submitted in the second registry, with another document: taken (another registry's
    // issuance is not this one's to refuse), and flagged for its administrator.
    const initiatorB = await signedInOn(browser, second.url, contexts, DEMO.nordicInitiator);
    const approverB = await signedInOn(browser, second.url, contexts, DEMO.nordicApprover);
    const inB = await submitBatch(initiatorB, approverB, batchNumber, `${batchNumber} in B`);

    const admin = await signedInOn(browser, second.url, contexts, DEMO.admin);
    await admin.goto(`/actions?actionId=${inB.actionId}`);
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(batchNumber);
    // The warning names the unit the first registry issued, and its log.
    const inFirst = (await (
      await initiatorA.request.get(`/api/public/batches/${batchFingerprint}`)
    ).json()) as {
      matches: { serial: string }[];
    };
    await expect(dialog.getByTestId('warning-peerBatchMatch')).toContainText(
      `This batch or its proof of sustainability was already issued in another registry: ${inFirst.matches[0]?.serial} in ${logKey.origin}`,
    );

    // Approving without the acknowledgement is refused: the button waits for it, and the API says 409.
    const approve = dialog.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    const refused = await answerAs(admin, `/api/actions/${inB.actionId}/approve`, {
      data: { acknowledgedWarnings: [] },
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('peerBatchMatch');

    await dialog.getByLabel(/^I have checked/).check();
    await confirmInDialog(dialog, 'Approve');
    const approved = await apiAs<Issuance>(admin, `/api/issuances/${inB.issuanceId}`);
    expect(approved.status).toBe('approved');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await second.stop();
    dropRegistryData(name);
  }
});
