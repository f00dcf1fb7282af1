import { apiTokenCreateSchema } from '@safc/domain';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { canonicalJson } from '../../src/services/events/canonical-event';
import { build, injectAs, type TestApp } from '../helpers/app';

// Decision 078: migration 0019 takes the secret out of the API-token answers stored before, in both forms
// a stored body had (the text sent, and the JSON value of rows older than issue 13's change), and a replay
// of such a key then answers 409 naming the token, never its secret.
const MIGRATION = new URL('../../drizzle/0019_api-token-answers-keep-no-secret.sql', import.meta.url);
const REP = 'rep@nordicfuels.example';
const PATH = '/api/auth/api-tokens';

describe(`migration 0019: stored API-token answers keep no secret (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const answerOf = (name: string) => ({
    token: `secret-of-${name}`,
    id: '00000000-0000-4000-8000-00000000000' + name.length,
    name,
    createdAt: '2026-11-01T10:00:00.000Z',
  });

  async function storeLegacyAnswer(key: string, path: string, name: string, asText: boolean) {
    const [user] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select id from users where email = ${REP}`,
    );
    const requestHash = createHash('sha256')
      // As the key's claim hashes the body today: parsed, with the lifetime and scope it defaults to.
      .update(`POST ${path}\n${canonicalJson(apiTokenCreateSchema.parse({ name }))}`)
      .digest('hex');
    const body = asText ? JSON.stringify(answerOf(name)) : answerOf(name);
    const response = { contentType: 'application/json; charset=utf-8', body };
    await app.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response)
          values (${user!.id}, ${key}, 'POST', ${path}, ${requestHash}, 201, ${JSON.stringify(response)}::jsonb)`,
    );
  }

  const storedText = async (key: string) =>
    JSON.stringify(
      (
        await queryRows<{ response: unknown }>(
          app.database.db,
          sql`select response from idempotency_keys where key = ${key}`,
        )
      )[0]!.response,
    );

  it('takes the token out of text and JSON bodies, keeps the rest, and leaves other calls alone', async () => {
    await storeLegacyAnswer('legacy-text', PATH, 'ERP', true);
    await storeLegacyAnswer('legacy-json', PATH, 'Ledger sync', false);
    await storeLegacyAnswer('other-call', '/api/somewhere-else', 'Other', true);

    await app.database.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    for (const [key, name] of [
      ['legacy-text', 'ERP'],
      ['legacy-json', 'Ledger sync'],
    ] as const) {
      const stored = await storedText(key);
      expect(stored).not.toContain(`secret-of-${name}`);
      expect(stored).toContain(name);
      expect(stored).toContain('"withheld":"token"');
    }
    expect(await storedText('other-call')).toContain('secret-of-Other');
  });

  it('a replay of a migrated key answers 409 naming the token, without its secret', async () => {
    for (const [key, name] of [
      ['legacy-text', 'ERP'],
      ['legacy-json', 'Ledger sync'],
    ] as const) {
      const replay = await injectAs(app, REP, {
        method: 'POST',
        url: PATH,
        headers: { 'idempotency-key': key },
        payload: { name },
      });
      expect(replay.statusCode).toBe(409);
      expect(replay.json().message).toContain(`already created the API token '${name}'`);
      expect(replay.body).not.toContain('secret-of-');
    }
  });
});
