import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call } from '../ledger/ledger-helpers';

// Permission before validation (issue 39, docs/decisions/093): a caller without the right to a call is
// refused (401, 403) before its body is parsed or validated. A read-only member posting a wrong body used to
// get a 400 listing the fields the call wants, and a 120,000-digit volume was read for anyone signed in.
// The operations come from the OpenAPI document, so a route added later is held to it as it lands.

const READ_ONLY = PEOPLE.nordicReadOnly;
/** A user whose company awaits the registry's review: they hold no account, so no unit call is theirs. */
const AWAITING_REVIEW = 'pending@newcompany.example';

/**
 * Calls every signed-in user may make on their own things, judged by the service on the target: their own
 * tokens and settings, a helpdesk ticket, the answer to their invitation, an action they initiated, and a
 * further company of their own (once their registration was approved: see the last test).
 */
const OPEN_TO_EVERY_SIGNED_IN_USER = new Set([
  'POST /api/companies/',
  'DELETE /api/auth/token/{id}',
  'POST /api/auth/logout',
  'POST /api/auth/api-tokens',
  'POST /api/auth/api-tokens/revoke-all',
  'POST /api/auth/password',
  'PUT /api/profile/notifications',
  'POST /api/helpdesk/ticket',
  'POST /api/onboarding/{invitationId}',
  'POST /api/actions/{id}/cancel',
  'POST /api/actions/{id}/clarification',
]);

/** A body wrong in every way: an unknown field, a NUL, a 120,000-digit volume, a number for a name. */
const WRONG_BODY = { volume: '1'.repeat(120_000), name: 5, unknown: 'x\u0000' };

interface Operation {
  method: string;
  path: string;
  isPublic: boolean;
}

let app: TestApp;
let mutating: Operation[];

beforeAll(async () => {
  app = await build();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  mutating = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      })),
    )
    .filter((operation) => operation.method !== 'GET' && !operation.isPublic);
});
afterAll(() => app.close());

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const urlOf = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, () => randomUUID());

/** A refusal that says nothing of the body: no field named, no detail of what the call wants. */
function expectRefusedWithoutFields(response: LightMyRequestResponse, status: number, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort(), what).toEqual(['errorId', 'message', 'statusCode']);
  expect(String(body.message), what).not.toMatch(/body\.|volume|name|Required/);
}

describe('permission before validation: every mutating operation of the OpenAPI document', () => {
  it('finds the mutating operations of units, accounts and companies', () => {
    const names = mutating.map(nameOf);
    expect(names).toContain('POST /api/units/{id}/transfer');
    expect(names).toContain('PATCH /api/account/{id}');
    expect(names).toContain('PATCH /api/companies/{id}');
    expect(names.length).toBeGreaterThan(40);
  });

  it('an anonymous caller is told 401, whatever the body', async () => {
    for (const operation of mutating) {
      const response = await app.inject({
        method: operation.method as 'POST',
        url: urlOf(operation),
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: WRONG_BODY,
      });
      expectRefusedWithoutFields(response, 401, nameOf(operation));
    }
  });

  it('a read-only member is told 403 before a wrong body is read, with or without an Idempotency-Key', async () => {
    for (const operation of mutating.filter((o) => !OPEN_TO_EVERY_SIGNED_IN_USER.has(nameOf(o)))) {
      // `call` sends an Idempotency-Key: on PostgreSQL the session is then read with the key's claim.
      const keyed = await call(app, READ_ONLY, operation.method, urlOf(operation), WRONG_BODY);
      expectRefusedWithoutFields(keyed, 403, `${nameOf(operation)} with a key`);
      const plain = await call(app, READ_ONLY, operation.method, urlOf(operation), WRONG_BODY, {
        'idempotency-key': '',
      });
      expectRefusedWithoutFields(plain, 403, `${nameOf(operation)} without a key`);
    }
  });

  it('a user whose company awaits review is told 403 on every unit call and on a further company, unread', async () => {
    const unitCalls = mutating.filter(
      (operation) => operation.path.startsWith('/api/units/') || nameOf(operation) === 'POST /api/companies/',
    );
    expect(unitCalls.length).toBeGreaterThan(5);
    for (const operation of unitCalls) {
      const response = await call(app, AWAITING_REVIEW, operation.method, urlOf(operation), WRONG_BODY);
      expectRefusedWithoutFields(response, 403, nameOf(operation));
    }
  });
});
