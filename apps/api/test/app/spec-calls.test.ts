import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';

// Platform spec §7 "Calls": every call of the table, with its method and its path as the spec writes it.
const SPEC_CALLS: [method: string, path: string][] = [
  ['get', '/api/users/me'],
  ['get', '/api/users/list'],
  ['get', '/api/users/{id}'],
  ['patch', '/api/users/{userId}'],
  ['delete', '/api/users/{userId}'],
  ['get', '/api/users/company'],
  ['get', '/api/users/account/{accountId}'],
  ['get', '/api/users/invited/company'],
  ['get', '/api/users/invited/account'],
  ['patch', '/api/users/{id}/block'],
  ['patch', '/api/users/{id}/unblock'],
  ['get', '/api/users/{id}/full'],
  ['get', '/api/users/{id}/details'],
  ['get', '/api/account/to-transfer'],
  ['get', '/api/account'],
  ['get', '/api/account/{id}'],
  ['post', '/api/account'],
  ['patch', '/api/account/{id}'],
  ['patch', '/api/account/{id}/trusted'],
  ['post', '/api/account/{id}/account-rep'],
  ['post', '/api/account/{id}/revoke-invitation'],
  ['post', '/api/account/{id}/close'],
  ['delete', '/api/account/{id}/account-rep/{representativeId}'],
  ['patch', '/api/account/{id}/account-rep/{userId}/role'],
  ['patch', '/api/account/{id}/block'],
  ['patch', '/api/account/{id}/unblock'],
  ['get', '/api/actions/pending-count'],
  ['get', '/api/actions/pending'],
  ['post', '/api/auth/logout'],
  ['get', '/api/auth/token'],
  ['post', '/api/auth/token'],
  ['delete', '/api/auth/token/{id}'],
  ['post', '/api/helpdesk/ticket'],
  ['get', '/api/public/units'],
  ['get', '/api/public/landing-page'],
  ['get', '/api/public/unit/{id}'],
  ['post', '/api/public/export'],
];

describe('the calls of platform spec §7', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ seed: false });
  });
  afterAll(() => app.close());

  it('every call of the table exists with its method and path', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, unknown>
    >;
    // A path parameter's name is the API's own ({id} where the spec writes {userId}): compare the shapes.
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');
    const offered = new Set(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m} ${shape(path)}`),
      ),
    );
    const missing = SPEC_CALLS.filter(([method, path]) => !offered.has(`${method} ${shape(path)}`));
    expect(missing).toEqual([]);
  });
});
