import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { checkLedgerInvariant } from '../../src/db/invariants';
import { accounts, companies, unitBlocks } from '../../src/db/schema';
import { injectAs, type TestApp } from '../helpers/app';

// Shared by the ledger tests: the demo people, their accounts, calls as them, and the invariant check.

export const PEOPLE = {
  admin: 'admin@safc-registry.example',
  nordicRep: 'rep@nordicfuels.example',
  nordicInitiator: 'initiator@nordicfuels.example',
  nordicApprover: 'approver@nordicfuels.example',
  nordicReadOnly: 'readonly@nordicfuels.example',
  skyInitiator: 'initiator@skyways.example',
  skyApprover: 'approver@skyways.example',
} as const;

export interface DemoLedger {
  nordicFuel: string;
  nordicTrading: string;
  skyPortfolio: string;
  skyCargo: string;
  nordic: string;
  skyWays: string;
}

export async function demoLedger(app: TestApp): Promise<DemoLedger> {
  const db = app.database.db;
  const byName = async (name: string) => {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
    if (!row) throw new Error(`no account ${name}`);
    return row.id;
  };
  const company = async (name: string) => {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`no company ${name}`);
    return row.id;
  };
  return {
    nordicFuel: await byName('Nordic Renewable Fuels - SAF Production'),
    nordicTrading: await byName('Nordic Renewable Fuels - Trading'),
    skyPortfolio: await byName('SkyWays Airlines - SAF Portfolio'),
    skyCargo: await byName('SkyWays Cargo Logistics'),
    nordic: await company('Nordic Renewable Fuels AS'),
    skyWays: await company('SkyWays Airlines Ltd'),
  };
}

/** A JSON call as a demo user, with an Idempotency-Key on every mutating call as the web sends it. */
export function call(
  app: TestApp,
  email: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const mutating = method !== 'GET';
  return injectAs(app, email, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    headers: { ...(mutating ? { 'idempotency-key': randomUUID() } : {}), ...headers },
  });
}

export async function expectLedgerSound(app: TestApp): Promise<void> {
  expect(await checkLedgerInvariant(app.database.db)).toEqual([]);
}

/** The active blocks of an account, as the database holds them. */
export function activeBlocksOf(app: TestApp, accountId: string) {
  return app.database.db.select().from(unitBlocks).where(eq(unitBlocks.accountId, accountId));
}

export function blockOf(app: TestApp, id: string) {
  return app.database.db
    .select()
    .from(unitBlocks)
    .where(eq(unitBlocks.id, id))
    .then((rows) => rows[0]);
}

/** A multipart body: text fields and files, the way a browser's FormData sends them. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; bytes: Buffer }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----safc${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A proof-of-sustainability PDF of its own: a document proves one batch, and the registry refuses a document
 * another pending or approved issuance already holds (decision 096), so each submission gets different bytes.
 */
export const proofDocument = (name = 'pos.pdf') => ({
  name,
  type: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n% proof ${randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`),
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A valid Issue SAFcA form for the account, dated relative to today: 100 t of used cooking oil HEFA. */
export function issueForm(
  accountId: string,
  overrides: { quantityMT?: string; regulatorySchemesDeclaration?: string[] } = {},
) {
  const address = {
    addressLine: '1 Harbour Road',
    city: 'Rotterdam',
    postalCode: '3011',
    country: { name: 'Netherlands', code: 'NL' },
  };
  return {
    accountId,
    documentationType: 'pos',
    batch: {
      companyName: 'Nordic Renewable Fuels AS',
      fuelProviderCompanyName: 'Nordic Renewable Fuels AS',
      leaveDate: day(-10),
      batchNumber: `B-${randomUUID().slice(0, 8)}`,
      productionYear: new Date().getUTCFullYear(),
      upliftCountry: 'NO',
      upliftAirport: 'OSL',
      regulatorySchemesDeclaration: overrides.regulatorySchemesDeclaration ?? [],
    },
    blending: { isBlended: true, blendingDate: day(-5), blendingLocation: address },
    supplier: { siteName: 'Porsgrunn biorefinery', siteAddress: address },
    certification: {
      scheme: 'isccCorsia',
      type: 'default',
      certificateNumber: 'EU-ISCC-Cert-123',
      certificationBody: 'SCS Global',
      expiryDate: day(200),
      certificationBodyEmail: 'certs@scs.example',
      isLowILUCRiskConfirmed: false,
      isLowDisplacementRiskConfirmed: false,
    },
    product: {
      feedStock: { name: 'Used cooking oil (UCO)' },
      quantityMT: overrides.quantityMT ?? '100',
      countries: ['NO'],
      conversionProcess: 'hefa',
      lowerHeatingValue: '44',
      jetFuelBaselineCarbonIntensity: '89g',
    },
    greenhouseGas: {
      totalLCAValueCorsiaDefault: '13.9',
      coreLCAValue: '13.9',
      inducedLandUseChange: '0',
      ghgDisplacementEmissions: '0',
      totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
      useDefaultValueForDeliveryToAirport: true,
    },
  };
}

export function submitIssue(
  app: TestApp,
  email: string,
  form: unknown,
  file = proofDocument(),
) {
  const body = multipart({ data: JSON.stringify(form) }, [{ field: 'fileTool', ...file }]);
  return injectAs(app, email, {
    method: 'POST',
    url: '/api/units/issue',
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': randomUUID() },
  });
}

/**
 * Issues a block through the whole flow (submit, sign, approve) and returns its id: the starting point of
 * the other ledger tests.
 */
export async function issueBlock(
  app: TestApp,
  accountId: string,
  quantityMT = '100',
  declaration: string[] = [],
): Promise<string> {
  const submitted = await submitIssue(
    app,
    PEOPLE.nordicInitiator,
    issueForm(accountId, { quantityMT, regulatorySchemesDeclaration: declaration }),
  );
  expect(submitted.statusCode, submitted.body).toBe(201);
  const actionId = submitted.json().action.id as string;
  const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
  expect(signed.statusCode, signed.body).toBe(200);
  const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  const [block] = await app.database.db
    .select()
    .from(unitBlocks)
    .where(eq(unitBlocks.createdByActionId, actionId));
  if (!block) throw new Error('no block after approval');
  return block.id;
}
