import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuances, requests, unitBlocks, uploads } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  call,
  demoLedger,
  expectLedgerSound,
  issueForm,
  proofDocument,
  submitIssue,
  type DemoLedger,
} from './ledger-helpers';

describe('Issuance: a fuel provider issues SAFcA, signed by a second person, approved by an administrator', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it('issue (with a PDF) -> sign -> administrator approves -> the block exists with its serial', async () => {
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { issuanceId, action, results } = submitted.json();
    expect(action).toMatchObject({ type: 'Issue', status: 'pendingSignature', volume: '100.000' });
    expect(results).toMatchObject({
      sustainabilityTier: expect.any(String),
      unitCategory: 2,
      typeCode: expect.stringMatching(/^SAFcA-[ABC]2-VAL$/),
    });
    const [upload] = await app.database.db.select().from(uploads).where(eq(uploads.issuanceId, issuanceId));
    expect(upload).toMatchObject({ contentType: 'application/pdf', purpose: 'issuanceDocument' });

    // Four eyes: the initiator cannot sign their own issuance.
    const own = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/actions/${action.id}/sign`);
    expect(own.statusCode).toBe(403);
    // Nor can the administrator approve before it is signed.
    const early = await call(app, PEOPLE.admin, 'POST', `/api/actions/${action.id}/approve`);
    expect(early.statusCode).toBe(409);

    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe('pendingApproval');
    const [request] = await app.database.db
      .select()
      .from(requests)
      .where(eq(requests.issuanceId, issuanceId));
    expect(request).toMatchObject({ kind: 'IssueApprovalRequest', status: 'pending' });

    const counts = await call(app, PEOPLE.admin, 'GET', '/api/actions/pending-count');
    expect(counts.json().pendingApprovalCount).toBeGreaterThanOrEqual(1);

    const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${action.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('completed');
    const [block] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(eq(unitBlocks.issuanceId, issuanceId));
    expect(block).toMatchObject({
      accountId: ledger.nordicFuel,
      volume: '100.000',
      status: 'active',
      unitType: 'SAFcA',
    });
    expect(block?.serial).toMatch(new RegExp(`^SAFCA-${new Date().getUTCFullYear()}-\\d{6}$`));
    const [issuance] = await app.database.db.select().from(issuances).where(eq(issuances.id, issuanceId));
    expect(issuance?.status).toBe('approved');
    await expectLedgerSound(app);

    const listed = await call(app, PEOPLE.nordicInitiator, 'GET', '/api/issuances');
    expect(listed.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: issuanceId, status: 'approved', serial: block?.serial }),
      ]),
    );
    const one = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/issuances/${issuanceId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().form.batch.batchNumber).toMatch(/^B-/);
    expect(one.json().decision).toMatchObject({
      outcome: 'approved',
      comment: null,
      byRegistry: true,
      byName: expect.any(String),
    });
  });

  it('clarification round trip: the administrator asks, the initiator answers, then approval', async () => {
    const submitted = await submitIssue(
      app,
      PEOPLE.nordicInitiator,
      issueForm(ledger.nordicFuel, { quantityMT: '12.5' }),
    );
    const actionId = submitted.json().action.id;
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
    const asked = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/clarify`, {
      comment: 'Which refinery unit?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('clarificationRequested');
    const notYours = await call(
      app,
      PEOPLE.nordicApprover,
      'POST',
      `/api/actions/${actionId}/clarification`,
      { comment: 'Unit 2' },
    );
    expect(notYours.statusCode).toBe(403);
    const answered = await call(
      app,
      PEOPLE.nordicInitiator,
      'POST',
      `/api/actions/${actionId}/clarification`,
      { comment: 'Unit 2' },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().status).toBe('pendingApproval');
    const detail = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/actions/${actionId}`);
    expect(detail.json().clarification.thread).toHaveLength(2);
    const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
    expect(approved.json().status).toBe('completed');
    await expectLedgerSound(app);
  });

  it('an administrator rejection creates no block; only fuel provider accounts issue', async () => {
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel));
    const { issuanceId, action } = submitted.json();
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    const rejected = await call(app, PEOPLE.admin, 'POST', `/api/actions/${action.id}/reject`, {
      comment: 'Certificate expired',
    });
    expect(rejected.json().status).toBe('rejected');
    expect(
      await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.issuanceId, issuanceId)),
    ).toEqual([]);
    // The issuer reads why (decision 136); another company's caller learns nothing of it.
    const seen = await call(app, PEOPLE.nordicReadOnly, 'GET', `/api/issuances/${issuanceId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      status: 'rejected',
      decision: { outcome: 'rejected', comment: 'Certificate expired', byRegistry: true },
    });
    const otherCompany = await call(app, PEOPLE.skyInitiator, 'GET', `/api/issuances/${issuanceId}`);
    expect(otherCompany.statusCode).toBe(404);
    expect(otherCompany.body).not.toContain('Certificate expired');

    const trading = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicTrading));
    expect(trading.statusCode).toBe(422);
    expect(trading.json().message).toMatch(/fuel provider/);
    await expectLedgerSound(app);
  });

  it("a signer's refusal is the issuance's decision, named as theirs; a pending one has none", async () => {
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel));
    const { issuanceId, action } = submitted.json();
    const pending = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/issuances/${issuanceId}`);
    expect(pending.json()).toMatchObject({ status: 'pendingSignature', decision: null });
    const refused = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/reject`, {
      comment: 'Wrong batch: this is the March delivery',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const one = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/issuances/${issuanceId}`);
    expect(one.json()).toMatchObject({
      status: 'rejected',
      decision: {
        outcome: 'rejected',
        comment: 'Wrong batch: this is the March delivery',
        byRegistry: false,
        byName: expect.any(String),
      },
    });
  });

  it('the document is judged by its content, and a bad field is a 400 naming it', async () => {
    const fake = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel), {
      name: 'pos.pdf',
      type: 'application/pdf',
      bytes: Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe]),
    });
    expect(fake.statusCode).toBe(415);
    // Issue 45 item 4: what the browser refuses by its name the API refuses too, whatever its content.
    for (const document of [
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('batch,volume\nB-1,100\n') },
      { name: 'proof.pdf', type: 'application/pdf', bytes: Buffer.from('batch,volume\nB-1,100\n') },
      { ...proofDocument('proof.csv'), type: 'text/csv' },
    ]) {
      const refused = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel), document);
      expect(refused.statusCode, document.name).toBe(415);
      expect(refused.json().details).toEqual({ 'body.fileTool': 'Not supported' });
    }
    const form = issueForm(ledger.nordicFuel);
    const bad = await submitIssue(app, PEOPLE.nordicInitiator, {
      ...form,
      blending: { ...form.blending, isBlended: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/blending/);
  });

  it("the API answers with the form's own messages: quantity, baseline of the scheme, delivery intensity", async () => {
    const form = issueForm(ledger.nordicFuel);
    const answers = await Promise.all(
      [
        { ...form, product: { ...form.product, quantityMT: '0' } },
        { ...form, product: { ...form.product, jetFuelBaselineCarbonIntensity: '94g' } },
        {
          ...form,
          greenhouseGas: {
            ...form.greenhouseGas,
            useDefaultValueForDeliveryToAirport: false,
            actualGHGIntensityAirportDelivery: '1.5',
          },
        },
      ].map((body) => submitIssue(app, PEOPLE.nordicInitiator, body)),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, expect.stringContaining('Enter at least 0.001 t, the smallest volume a unit can hold')],
      [400, expect.stringContaining('ISCC CORSIA compares with 89 gCO2e/MJ (CORSIA jet fuel)')],
      [400, expect.stringContaining('Enter a whole number of gCO2e/MJ')],
    ]);
    expect(answers.map((answer) => answer.json().message).join(' ')).not.toMatch(/expected|received/);
  });
});
