import { formatDate } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitBlocks } from '../../src/db/schema';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { build, type TestApp } from '../helpers/app';
import { readPdfText } from '../helpers/pdf-text';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

// Issue 39: a signed correction of a claim is public. The unit page and the retirement certificate list every
// version, and the public log has a leaf for it, which names no beneficiary (docs/decisions/094).
describe('A corrected claim shows its history in public', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let serial: string;

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    const blockId = await issueBlock(app, ledger.nordicFuel, '25');
    const claim = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/claim`, {
      volume: '25',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
      claimPurpose: 'domestic',
      safcClaimBeneficiary: { kind: 'external', name: 'Fjord Air Charter', email: 'ops@fjord.example' },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
    const [retired] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(and(eq(unitBlocks.createdByActionId, claim.json().id), eq(unitBlocks.status, 'retired')));
    serial = retired!.serial;
    const edit = await call(app, PEOPLE.nordicInitiator, 'PATCH', `/api/units/${retired!.id}/claim`, {
      safcClaimBeneficiary: { name: 'Polar Wings', email: 'ops@polar.example' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const signed = await call(
      app,
      PEOPLE.nordicApprover,
      'POST',
      `/api/actions/${edit.json().action.id}/sign`,
    );
    expect(signed.json().status, signed.body).toBe('completed');
    await publishPublicEvents(app.database.db, await app.logSigner());
  });
  afterAll(() => app.close());

  it('the public unit page names the version and each correction, from and to, never an e-mail', async () => {
    const page = await app.inject({ method: 'GET', url: `/api/public/units/${serial}` });
    expect(page.statusCode, page.body).toBe(200);
    const { claim } = page.json();
    expect(claim).toMatchObject({
      airTransportProviderBeneficiary: 'Polar Wings',
      version: 2,
      edits: [
        {
          version: 2,
          changedAt: expect.any(String),
          changes: [
            { field: 'airTransportProviderBeneficiary', from: 'Fjord Air Charter', to: 'Polar Wings' },
          ],
        },
      ],
    });
    expect(page.body).not.toMatch(/@(fjord|polar)\.example/);
  });

  it('the retirement certificate prints "Claim version 2, changed on" and the change', async () => {
    const page = (await app.inject({ method: 'GET', url: `/api/public/units/${serial}` })).json();
    const answer = await app.inject({ method: 'GET', url: `/api/public/units/${serial}/certificate` });
    expect(answer.statusCode).toBe(200);
    const pdf = await readPdfText(answer.rawPayload);
    const { text } = pdf;
    const changedOn = formatDate(page.claim.edits[0].changedAt);
    expect(text).toContain(`Claim version 2, changed on ${changedOn}`);
    expect(text).not.toContain('Claim version Version');
    // One page, the history included (it took two until issue 45's review, three before decision 094 moved it).
    expect(pdf.pages).toBe(1);
    expect(text).toContain(
      `Version 2, ${changedOn} Air transport provider beneficiary Fjord Air Charter → Polar Wings`,
    );
    expect(text).not.toMatch(/@(fjord|polar)\.example/);
  });

  it('the public log holds the correction as a leaf of its own, naming the fields, not the names', async () => {
    const proof = await app.inject({
      method: 'GET',
      url: `/api/public/proof/inclusion?unit=${serial}&kind=claimEdited`,
    });
    expect(proof.statusCode, proof.body).toBe(200);
    const leaf = JSON.parse(proof.json().leaf);
    expect(leaf).toMatchObject({
      kind: 'claimEdited',
      serial,
      claimVersion: 2,
      changedFields: ['safcClaimBeneficiary'],
    });
    expect(proof.json().leaf).not.toMatch(/Polar|Fjord|@/);
  });
});
