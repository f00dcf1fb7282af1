import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchFingerprint } from '@safc/domain';
import { queryRows } from '../../src/db/query-rows';
import { backfillBatchFingerprints } from '../../src/services/issuances/backfill-batch-fingerprints';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueForm, proofDocument, submitIssue } from '../ledger/ledger-helpers';

// Decision 096: issuances submitted before migration 0025 get their document hash from their upload (in the
// migration) and their batch fingerprint at start (in code, with the domain's function). Of earlier issuances
// that both hold one batch and document (a double issuance already made), only the oldest gets the hashes.
const MIGRATION = new URL('../../drizzle/0025_batch-fingerprint.sql', import.meta.url);
const documentBackfill = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('WITH "documents"'));

describe(`issuances from before migration 0025 get their hashes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  /**
   * Submits, then takes the hashes away, as an issuance submitted before 0025 had none. `storedBatchNumber` is
   * written into the stored form afterwards: a number the field refuses today (decision 140) but an issuance
   * submitted earlier may hold.
   */
  async function legacyIssuance(
    form: ReturnType<typeof issueForm>,
    document: ReturnType<typeof proofDocument>,
    storedBatchNumber?: string,
  ) {
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, form, document);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { issuanceId, action } = submitted.json<{ issuanceId: string; action: { id: string } }>();
    await app.database.db.execute(
      sql`update issuances set batch_fingerprint = null, document_sha256 = null where id = ${issuanceId}`,
    );
    if (storedBatchNumber !== undefined)
      await app.database.db.execute(
        sql`update issuances set form = jsonb_set(form, '{batch,batchNumber}', to_jsonb(${storedBatchNumber}::text))
              where id = ${issuanceId}`,
      );
    return { issuanceId, actionId: action.id };
  }

  const hashesOf = async (id: string) =>
    (
      await queryRows<{ batchFingerprint: string | null; documentSha256: string | null }>(
        app.database.db,
        sql`select batch_fingerprint as "batchFingerprint", document_sha256 as "documentSha256"
              from issuances where id = ${id}`,
      )
    )[0];

  it('the oldest holder of a batch keeps it, a later double keeps none, a rejected one gets both; NFKC and Unicode upper case as the domain writes them', async () => {
    const ledger = await demoLedger(app);
    const form = issueForm(ledger.nordicFuel);
    const document = proofDocument();
    const first = await legacyIssuance(form, document);
    const double = await legacyIssuance(form, document);
    const rejected = await legacyIssuance(form, document);
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${rejected.actionId}/sign`);
    await call(app, PEOPLE.admin, 'POST', `/api/actions/${rejected.actionId}/reject`, { comment: 'Double' });
    // JavaScript's upper case writes "ß" as "SS"; PostgreSQL's upper() would leave it (and then drop it). The
    // field refuses "ß" since decision 140; an issuance from before may still hold it.
    const german = issueForm(ledger.nordicFuel);
    const unicode = await legacyIssuance(german, proofDocument(), `Straße-${german.batch.batchNumber}`);
    german.batch.batchNumber = `Straße-${german.batch.batchNumber}`;

    expect(documentBackfill).toBeDefined();
    await app.database.db.execute(sql.raw(documentBackfill!));
    expect(await backfillBatchFingerprints(app.database.db)).toEqual({ filled: 3, left: 1 });

    const fingerprint = await batchFingerprint({
      scheme: 'isccCorsia',
      certificateNumber: form.certification.certificateNumber,
      batchNumber: form.batch.batchNumber,
    });
    // The backfilled holder refuses the batch again, as one submitted today would.
    const again = await submitIssue(app, PEOPLE.nordicInitiator, form, document);
    expect(again.statusCode).toBe(409);
    expect(await hashesOf(first.issuanceId)).toEqual({
      batchFingerprint: fingerprint,
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await hashesOf(double.issuanceId)).toEqual({ batchFingerprint: null, documentSha256: null });
    expect(await hashesOf(rejected.issuanceId)).toEqual(await hashesOf(first.issuanceId));
    expect((await hashesOf(unicode.issuanceId))?.batchFingerprint).toBe(
      await batchFingerprint({
        scheme: 'isccCorsia',
        certificateNumber: german.certification.certificateNumber,
        batchNumber: german.batch.batchNumber,
      }),
    );
    // A second start finds only the double, and leaves it.
    expect(await backfillBatchFingerprints(app.database.db)).toEqual({ filled: 0, left: 1 });
  });
});
