import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../helpers/app';
import { buildWithFolders } from '../onboarding/registration-helpers';
import {
  PERSONAS,
  buildMatrixFixture,
  changeMark,
  type MatrixFixture,
  type Persona,
} from './matrix-fixtures';
import { ROWS } from './matrix-rows';

// Platform spec §6 on the server: every organisation call against every kind of caller. Each cell gets
// fresh targets; a denied cell must answer 401, 403 or 404 and change nothing (no event, no upload).

function headersOf(f: MatrixFixture, persona: Persona): Record<string, string> {
  const token = f.tokens[persona];
  if (!token) return { 'x-requested-with': 'XMLHttpRequest' };
  // Company users send Nordic as their selected company; the other company's user forges it.
  return persona === 'admin' ? bearer(token) : { ...bearer(token), 'x-company-id': f.nordicId };
}

describe('authorisation matrix: every organisation call against every kind of caller', () => {
  let app: TestApp;
  let f: MatrixFixture;
  beforeAll(async () => {
    // Its own folders: the matrix sends invitation e-mails and stores documents.
    ({ app } = await buildWithFolders());
    f = await buildMatrixFixture(app);
  });
  afterAll(() => app.close());

  const cells = ROWS.flatMap((row) =>
    PERSONAS.map((persona) => ({ row, persona, allowed: row.allow.includes(persona) })),
  );

  it.each(
    cells.map(
      (cell) => [`${cell.row.call} as ${cell.persona}: ${cell.allowed ? 'allow' : 'deny'}`, cell] as const,
    ),
  )('%s', async (_name, { row, persona, allowed }) => {
    const options = await row.request(f, persona);
    const before = await changeMark(app);
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, ...headersOf(f, persona) },
    });
    if (allowed) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
      // Another company's user gets answers about their own company only.
      if (persona === 'otherCompany' && !row.namesOtherCompanies)
        expect(response.body).not.toContain(f.nordicId);
    } else {
      expect([401, 403, 404], response.body).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, errorId: expect.any(String) });
      expect(await changeMark(app), 'a refused call changes nothing').toBe(before);
    }
  });
});
