import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { build, type TestApp } from '../helpers/app';
import { listenOnInstances, type SecondInstance } from '../helpers/second-instance';

// Issue 15 §5: the rate limits were counted per process, so N API processes allowed N times the attempts.
// The counters live in the database now: on PostgreSQL two API instances with pools of their own share them
// (on PGlite the one process counts alone, as it did).
const LIMIT = 4;

describe('Rate limits hold across API processes', () => {
  let app: TestApp;
  let second: SecondInstance | undefined;
  let bases: string[];

  beforeAll(async () => {
    app = await build({ seed: false, env: { RATE_LIMIT_TOKEN_EXCHANGE_PER_MINUTE: String(LIMIT) } });
    ({ bases, second } = await listenOnInstances(app));
  });
  afterAll(async () => {
    await second?.close();
    await app.close();
  });

  it('token exchanges are counted once across the processes: the attempt after the limit is 429 at either', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      const base = bases[attempt % bases.length]!;
      const response = await fetch(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ accessToken: `forged-${attempt}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ statusCode: 429, errorId: expect.any(String) });
      }
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    // Counted under the route's own key, so sign-in and sign-up keep budgets of their own.
    const keys = await queryRows<{ key: string }>(app.database.db, sql`select key from rate_limit_counters`);
    expect(keys.map((row) => row.key.split('|')[0])).toEqual(['POST:/api/auth/token']);
  });
});
