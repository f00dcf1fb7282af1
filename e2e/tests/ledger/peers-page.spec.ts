import { expect } from '@playwright/test';
import { test } from '../../fixtures/ledger';
import { DEMO } from '../../fixtures/sign-in';

// /peers shows what a peer's operator needs to follow this registry: the PEER_REGISTRIES entry (this address and
// the public log's verifier key) to copy, and the witness key (README "Peering registries").
test("the administrator copies this registry's PEER_REGISTRIES entry from Peer registries", async ({
  as,
  baseURL,
}) => {
  const admin = await as(DEMO.admin);
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const logKey = (await (await admin.request.get('/api/public/log-key')).json()) as { verifierKey: string };
  const witnessKey = (await (await admin.request.get('/api/public/witness-key')).json()) as {
    verifierKey: string;
  };

  await admin.getByRole('link', { name: 'Peer registries' }).click();
  const own = admin.getByRole('region', { name: 'This registry' });
  const entry = own.getByLabel('PEER_REGISTRIES entry for a peer');
  await expect(entry).toHaveText(`${new URL(baseURL!).origin} ${logKey.verifierKey}`);
  await expect(own).toContainText(witnessKey.verifierKey);
  await own.getByRole('button', { name: 'Copy' }).click();
  await expect(own.getByText('Copied')).toBeVisible();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(await entry.textContent());
});
