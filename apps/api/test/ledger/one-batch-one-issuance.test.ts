import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_IDENTIFIER_NOT_LATIN, batchFingerprint, formatDate } from '@safc/domain';
import { queryRows } from '../../src/db/query-rows';
import { build, injectAs, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  call,
  demoLedger,
  issueForm,
  proofDocument,
  submitIssue,
  type DemoLedger,
} from './ledger-helpers';

// Issue 40, decision 096: a batch is issued once. An issuance that is pending or approved holds its batch (the
// fingerprint of scheme, certificate and batch number) and its proof-of-sustainability document (the SHA-256 of
// its bytes); a second submission of either answers 409 naming the first; a rejected or cancelled one frees them.

type Form = ReturnType<typeof issueForm>;
const withBatch = (form: Form, batchNumber: string): Form => ({
  ...form,
  batch: { ...form.batch, batchNumber },
});
const today = () => formatDate(new Date());

describe(`one batch, one issuance (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  const submit = (form: Form, document = proofDocument()) =>
    submitIssue(app, PEOPLE.nordicInitiator, form, document);

  async function signAndApprove(actionId: string) {
    expect((await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`)).statusCode).toBe(
      200,
    );
    const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  }

  it('keeps the batch fingerprint and the SHA-256 of the bytes received, and GET /api/issuances/{id} returns both', async () => {
    const form = issueForm(ledger.nordicFuel);
    const document = proofDocument();
    const submitted = await submit(form, document);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const detail = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/issuances/${submitted.json().issuanceId}`,
    );
    expect(detail.json()).toMatchObject({
      batchFingerprint: await batchFingerprint({
        scheme: 'isccCorsia',
        certificateNumber: form.certification.certificateNumber,
        batchNumber: form.batch.batchNumber,
      }),
      documentSha256: createHash('sha256').update(document.bytes).digest('hex'),
    });
  });

  it('the same batch twice, even written otherwise, answers 409 naming the first by its batch number and day', async () => {
    const form = withBatch(issueForm(ledger.nordicFuel), `pos-${Date.now()}/a`);
    expect((await submit(form)).statusCode).toBe(201);
    const again = await submit(withBatch(form, ` POS ${form.batch.batchNumber.slice(4, -2)} A `));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      errorId: expect.any(String),
      message: `This batch is already in the registry as batch ${form.batch.batchNumber}, submitted on ${today()} and not yet approved. A batch is issued once.`,
      details: { 'body.data.batch.batchNumber': 'Already in the registry', issuanceId: expect.any(String) },
    });
  });

  it('the same batch again with a look-alike letter is refused at the field, before its fingerprint is made (decision 140)', async () => {
    const form = withBatch(issueForm(ledger.nordicFuel), `POS-${Date.now()}-001`);
    expect((await submit(form)).statusCode).toBe(201);
    // Cyrillic О (U+041E) for Latin O, and another document: the fingerprint would drop the О and take the
    // batch for a new one, PS…001.
    const lookAlike = form.batch.batchNumber.replace('O', '\u041e');
    expect(lookAlike).not.toBe(form.batch.batchNumber);
    const again = await submit(withBatch(form, lookAlike), proofDocument());
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json()).toMatchObject({
      statusCode: 400,
      message: `body.batch.batchNumber: ${BATCH_IDENTIFIER_NOT_LATIN}`,
      details: { 'body.batch.batchNumber': BATCH_IDENTIFIER_NOT_LATIN },
    });
    const [held] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from issuances where form->'batch'->>'batchNumber' = ${lookAlike}`,
    );
    expect(held?.n).toBe(0);
  });

  it('the same document for another batch answers 409: a document proves one batch', async () => {
    const document = proofDocument();
    const first = issueForm(ledger.nordicFuel);
    expect((await submit(first, document)).statusCode).toBe(201);
    const again = await submit(issueForm(ledger.nordicFuel), { ...document, name: 'renamed.pdf' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(
      `This document is already the proof of sustainability of batch ${first.batch.batchNumber}, submitted on ${today()} and not yet approved. Each issuance needs the document of its own batch.`,
    );
    expect(again.json().details).toMatchObject({ 'body.fileTool': 'Already used' });
  });

  it('of two simultaneous submissions of one batch exactly one is taken, by the database', async () => {
    const form = issueForm(ledger.nordicFuel);
    const answers = await Promise.all([submit(form), submit(form), submit(form)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const [held] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from issuances where form->'batch'->>'batchNumber' = ${form.batch.batchNumber}`,
    );
    expect(held?.n).toBe(1);
    // Nothing of the refused ones stays behind: no upload row, no action.
    const [uploads] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from uploads u join issuances i on i.id = u.issuance_id
           where i.form->'batch'->>'batchNumber' = ${form.batch.batchNumber}`,
    );
    expect(uploads?.n).toBe(1);
  });

  it('a rejected issuance frees its batch and document; a cancelled one too', async () => {
    const form = issueForm(ledger.nordicFuel);
    const document = proofDocument();
    const first = await submit(form, document);
    const firstAction = first.json().action.id as string;
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${firstAction}/sign`);
    const rejected = await call(app, PEOPLE.admin, 'POST', `/api/actions/${firstAction}/reject`, {
      comment: 'Wrong certificate body',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const second = await submit(form, document);
    expect(second.statusCode, second.body).toBe(201);
    const cancelled = await call(
      app,
      PEOPLE.nordicInitiator,
      'POST',
      `/api/actions/${second.json().action.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const third = await submit(form, document);
    expect(third.statusCode, third.body).toBe(201);
  });

  it('an approved issuance keeps its batch for good: the 409 names its serial; the administrator approved as ever', async () => {
    const form = issueForm(ledger.nordicFuel);
    const submitted = await submit(form);
    const detail = await call(app, PEOPLE.admin, 'GET', `/api/issuances/${submitted.json().issuanceId}`);
    // Nothing unusual for the administrator: no warning to acknowledge, the approval as before.
    expect(detail.json().warnings).toEqual([]);
    await signAndApprove(submitted.json().action.id as string);
    const [{ serial } = { serial: '' }] = await queryRows<{ serial: string }>(
      app.database.db,
      sql`select serial from unit_blocks where issuance_id = ${submitted.json().issuanceId}`,
    );
    const again = await submit(form);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This batch is already in the registry as your units ${serial}. A batch is issued once.`,
    );
  });

  it("another company's issuance is not named: the supplier learns only that the batch is in the registry", async () => {
    const form = issueForm(ledger.nordicFuel);
    const document = proofDocument();
    const submitted = await submit(form, document);
    // As if SkyWays had submitted it: the holder belongs to another company than the one asking.
    await app.database.db.execute(
      sql`update issuances set company_id = ${ledger.skyWays} where id = ${submitted.json().issuanceId}`,
    );
    const again = await submit(form, document);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This batch is already in the registry, issued or submitted by another company. A batch is issued once: if it is yours, contact the registry administrator.',
    );
    expect(again.json().details).not.toHaveProperty('issuanceId');
    expect(again.body).not.toContain(form.batch.batchNumber);
    const otherDocument = await submit(issueForm(ledger.nordicFuel), document);
    expect(otherDocument.json().message).toMatch(
      /^This document is already the proof of sustainability of another company's issuance\./,
    );
  });

  describe('POST /api/issuances/batch-check: the wizard asks before it submits', () => {
    const check = (email: string, payload: unknown) =>
      injectAs(app, email, { method: 'POST', url: '/api/issuances/batch-check', payload: payload as object });

    it('answers free, or taken with the words of the 409, for the batch and for the document hash', async () => {
      const form = issueForm(ledger.nordicFuel);
      const document = proofDocument();
      const batch = {
        scheme: 'isccCorsia',
        certificateNumber: form.certification.certificateNumber,
        batchNumber: form.batch.batchNumber,
      };
      const documentSha256 = createHash('sha256').update(document.bytes).digest('hex');
      const ask = { accountId: ledger.nordicFuel, batch, documentSha256 };
      const before = await check(PEOPLE.nordicInitiator, ask);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json()).toEqual({
        batch: { free: true, message: null },
        document: { free: true, message: null },
      });

      expect((await submit(form, document)).statusCode).toBe(201);
      const after = await check(PEOPLE.nordicInitiator, ask);
      expect(after.json()).toEqual({
        batch: {
          free: false,
          message: `This batch is already in the registry as batch ${batch.batchNumber}, submitted on ${today()} and not yet approved. A batch is issued once.`,
        },
        document: { free: false, message: expect.stringMatching(/^This document is already the proof/) },
      });
      // Only what was asked is answered.
      expect(
        (await check(PEOPLE.nordicInitiator, { accountId: ledger.nordicFuel, documentSha256 })).json(),
      ).toEqual({ document: after.json().document });
    });

    it('only someone who may issue into the account asks; one who may issue nowhere is refused before the body is read', async () => {
      const ask = { accountId: ledger.nordicFuel, documentSha256: 'a'.repeat(64) };
      for (const email of [PEOPLE.nordicReadOnly, PEOPLE.admin]) {
        expect((await check(email, ask)).statusCode, email).toBe(403);
        expect((await check(email, { accountId: 'nonsense', documentSha256: 'x' })).statusCode, email).toBe(
          403,
        );
      }
      // SkyWays' initiator may issue in their own company, not into Nordic's account.
      const otherCompany = await check(PEOPLE.skyInitiator, ask);
      expect(otherCompany.statusCode, otherCompany.body).toBe(403);
    });

    it('a bad hash or batch number is a 400 naming the field', async () => {
      const badHash = await check(PEOPLE.nordicInitiator, {
        accountId: ledger.nordicFuel,
        documentSha256: 'ABC',
      });
      expect(badHash.statusCode).toBe(400);
      expect(badHash.json().message).toContain('documentSha256');
      const unreadable = await check(PEOPLE.nordicInitiator, {
        accountId: ledger.nordicFuel,
        batch: { scheme: 'isccCorsia', certificateNumber: 'EU-1', batchNumber: '--/--' },
      });
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json().message).toContain('batch.batchNumber');
      const lookAlike = await check(PEOPLE.nordicInitiator, {
        accountId: ledger.nordicFuel,
        batch: { scheme: 'isccCorsia', certificateNumber: 'EU-1', batchNumber: 'P\u041eS-2026-001' },
      });
      expect(lookAlike.statusCode).toBe(400);
      expect(lookAlike.json().details).toEqual({ 'body.batch.batchNumber': BATCH_IDENTIFIER_NOT_LATIN });
    });
  });
});
