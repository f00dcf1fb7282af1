import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { tokens as sessionTokens, users } from '../../src/db/schema';
import { generateInternalToken } from '../../src/services/auth/internal-token';
import { bearer, type TestApp } from '../helpers/app';
import { buildWithFolders } from '../onboarding/registration-helpers';
import { describeSlot, fuzzCase, operationsOf, requestOf, type Operation } from './openapi-requests';

// Issue 15 §7: every operation of the OpenAPI document, sent malformed values of each kind (NUL and other
// controls, lone surrogates, huge strings, wrong types, bad encodings, oversized and broken bodies) as an
// administrator and as a company user. No answer may be a 5xx, and every error has the shape
// { statusCode, message, errorId }. The seed is fixed, so a failure replays; the time budget keeps CI short.

const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
/** The whole run's budget, shared by the operations; FUZZ_BUDGET_MS raises it for a longer hunt. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000);
/** Runs per operation and caller unless its share of the budget runs out first. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const MIN_RUNS = 4;
const CALLERS = ['admin@safc-registry.example', 'rep@nordicfuels.example'] as const;
/** Zod's own default messages, which a refused value must not read in (decision 076). */
const PARSER_WORDS =
  /Invalid input|Too (big|small):|Invalid (string|option|discriminator|number|key in|value in)|Unrecognized key|expected \w+, received/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const { app } = await buildWithFolders();
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
const operations = operationsOf(document);
const ids = await realIds(app);
const tokens = new Map<string, string>();
for (const email of CALLERS) await tokenOf(email);

/** Ids of the demo registry's things, so that the parts of a call not under test reach the service. */
async function realIds(test: TestApp): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    test.database.db,
    sql`select id::text from accounts union all select id::text from companies union all select id::text from users
        union all select id::text from unit_blocks union all select id::text from actions
        union all select id::text from requests union all select id::text from invitations
        union all select id::text from issuances union all select id::text from uploads`,
  );
  return rows.map((row) => row.id);
}

/**
 * Calls that may end a caller's session: logout, revoke, and the administrator's calls on users (a case whose
 * malformed part happens to be ignored is a valid call, and may block a caller).
 */
const endsSessions = (operation: Operation) =>
  operation.path.startsWith('/api/auth/') || operation.path.startsWith('/api/users/');

/** Keeps both callers able to call, so one call that blocked a caller does not blind the rest of the run. */
async function keepCallersCalling(): Promise<void> {
  for (const email of CALLERS) {
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(await tokenOf(email)),
    });
    if (me.statusCode !== 401) continue;
    await app.database.db.update(users).set({ status: 'active' }).where(eq(users.email, email));
    await tokenOf(email, true);
  }
}

/**
 * A session of the caller's own, written as the token exchange writes one: a fuzzed logout or revoke may end
 * it, and signing in again through the provider each time would meet its rate limit.
 */
async function tokenOf(email: string, renew = false): Promise<string> {
  let token = tokens.get(email);
  if (!token || renew) {
    const { db } = app.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const minted = generateInternalToken();
    await db.insert(sessionTokens).values({
      kind: 'session',
      userId: user!.id,
      tokenHash: minted.tokenHash,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    token = minted.token;
    tokens.set(email, token);
  }
  return token;
}

function expectNoServerErrorAndTheShape(response: LightMyRequestResponse, what: string): void {
  expect(
    response.statusCode,
    `${what} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode < 400) return;
  // The witness speaks C2SP tlog-witness, whose refusals are plain text (decision 100).
  if (what.startsWith('POST /api/witness/') && /^text\//.test(String(response.headers['content-type'])))
    return;
  let body: { statusCode?: unknown; message?: unknown; errorId?: unknown };
  try {
    body = response.json();
  } catch {
    throw new Error(`${what} -> ${response.statusCode} is not JSON: ${response.body.slice(0, 300)}`);
  }
  expect(body.statusCode, what).toBe(response.statusCode);
  expect(typeof body.message === 'string' && body.message.length > 0, `${what}: a message`).toBe(true);
  expect(String(body.errorId), `${what}: an errorId`).toMatch(UUID);
  expect(String(body.message), `${what}: in plain words (decision 076)`).not.toMatch(PARSER_WORDS);
}

const statuses = new Map<number, number>();

describe('fuzz: every operation of the OpenAPI document, malformed, never a 5xx and always the error shape', () => {
  afterAll(async () => {
    console.info(
      `fuzz seed ${SEED}: ${operations.length} operations; answers by status`,
      Object.fromEntries(statuses),
    );
    await app.close();
  });

  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  const share = Math.floor(BUDGET_MS / (operations.length * CALLERS.length));

  it.each(
    operations.map(
      (operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const,
    ),
  )(
    '%s',
    async (name, operation: Operation, index) => {
      for (const [callerIndex, email] of CALLERS.entries()) {
        // The cases are fast-check's, from a fixed seed: the same run every time. At least MIN_RUNS of them,
        // then more while the operation's share of the budget lasts.
        const seed = SEED + index * 10 + callerIndex;
        const cases = fc.sample(fuzzCase(operation), { seed, numRuns: RUNS });
        const started = Date.now();
        for (const [run, test] of cases.entries()) {
          if (run >= MIN_RUNS && Date.now() - started > share) break;
          const request = requestOf(operation, test, ids);
          const response = await app.inject({
            ...request,
            headers: { ...request.headers, ...bearer(await tokenOf(email)) },
          });
          // A fuzzed logout, revoke or block may have ended the session: the next case gets a new one.
          if (endsSessions(operation)) await keepCallersCalling();
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const what = `${name} as ${email}, ${describeSlot(test.slot)} (seed ${seed}, run ${run}: ${request.method} ${String(request.url).slice(0, 200)})`;
          expectNoServerErrorAndTheShape(response, what);
        }
      }
    },
    120_000,
  );
});
