import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../helpers/app';
import { buildWithFolders } from '../onboarding/registration-helpers';
import {
  PERSONAS,
  buildMatrixFixture,
  changeMark,
  kindOfId,
  type MatrixFixture,
  type Persona,
} from './matrix-fixtures';
import { ROWS, type Row } from './matrix-rows';

// Platform spec §6 on the server: every organisation call against every kind of caller. Each cell gets
// fresh targets; a denied cell must answer 401, 403 or 404 and change nothing (no event, no upload); an
// allowed cell of a company's user names no other company. Then every id a call takes, swapped for
// another company's, must be refused to the very people who may make the call with their own ids.

const NORDIC_PEOPLE: readonly Persona[] = [
  'representative',
  'fullAccess',
  'initiator',
  'approver',
  'readOnly',
];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The company whose rows a company user must never see in an answer. */
function otherCompanyOf(f: MatrixFixture, persona: Persona): string | undefined {
  if (persona === 'otherCompany' || persona === 'pendingOnboarding') return f.nordicId;
  return NORDIC_PEOPLE.includes(persona) ? f.skyWaysId : undefined;
}

/** Each id of the request (path, query, JSON body), with the request that has it swapped for SkyWays' own. */
async function withForeignIds(f: MatrixFixture, options: InjectOptions) {
  const url = String(options.url);
  const payload = options.payload && !Buffer.isBuffer(options.payload) ? JSON.stringify(options.payload) : '';
  const ids = [...new Set([...url.matchAll(UUID), ...payload.matchAll(UUID)].map((match) => match[0]))];
  const variants: { id: string; kind: string; options: InjectOptions }[] = [];
  for (const id of ids) {
    const kind = await kindOfId(f.app, id);
    if (!kind || Object.values(f.foreign).includes(id)) continue;
    const foreign = f.foreign[kind];
    variants.push({
      id,
      kind,
      options: {
        ...options,
        url: url.replaceAll(id, foreign),
        ...(payload ? { payload: JSON.parse(payload.replaceAll(id, foreign)) } : {}),
      },
    });
  }
  return variants;
}

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
      // A company's user gets answers about their own company only: no row of another.
      const other = otherCompanyOf(f, persona);
      if (other && !row.namesOtherCompanies) expect(response.body).not.toContain(other);
    } else {
      expect([401, 403, 404], response.body).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, errorId: expect.any(String) });
      expect(await changeMark(app), 'a refused call changes nothing').toBe(before);
    }
  });

  // The one who may make the call on Nordic's ids: the representative if the row allows them, else the first.
  const idCells = ROWS.flatMap((row): [string, Row, Persona][] => {
    const persona = NORDIC_PEOPLE.find((p) => row.allow.includes(p));
    return persona && !row.idIsBearerSecret ? [[`${row.call} as ${persona}`, row, persona]] : [];
  });

  it.each(idCells)(
    "%s, with another company's id in each id it takes: refused",
    async (_name, row, persona) => {
      const variants = await withForeignIds(f, await row.request(f, persona));
      for (const variant of variants) {
        const before = await changeMark(app);
        const response = await app.inject({
          ...variant.options,
          headers: { ...variant.options.headers, ...headersOf(f, persona) },
        });
        const cell = `${variant.kind} ${variant.id} -> SkyWays': ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect([403, 404], cell).toContain(response.statusCode);
        expect(await changeMark(app), `${cell} changed nothing`).toBe(before);
      }
    },
  );
});
