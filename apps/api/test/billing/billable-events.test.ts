import { randomUUID } from 'node:crypto';
import type { InvoiceGenerationResult } from '@safc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { accounts, identityAccounts, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { bearer, build, internalTokenFor, type TestApp } from '../helpers/app';
import { listenOnInstances, type SecondInstance } from '../helpers/second-instance';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';
import { ADMIN, billing } from './billing-helpers';
import { eventTransaction, recordEvents } from '../../src/services/events/record-events';

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

describe('yearly account fees fall due on opening and on each anniversary while the account is open', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it("bills next year's anniversary of an open account, and none once it is closed", async () => {
    const { db } = app.database;
    const [account] = await db
      .insert(accounts)
      .values({
        companyId: ledger.nordic,
        name: 'Nordic Logistics',
        type: 'logisticsProviderHoldingAccount',
        status: 'active',
      })
      .returning({ id: accounts.id });
    await eventTransaction(db, (tx) =>
      recordEvents(tx, [
        {
          type: 'AccountCreated',
          companyId: ledger.nordic,
          accountId: account!.id,
          entityType: 'account',
          entityId: account!.id,
          payload: { name: 'Nordic Logistics', type: 'logisticsProviderHoldingAccount', status: 'active' },
        },
      ]),
    );
    const opened = new Date().toISOString().slice(0, 10);
    const anniversary = {
      periodStart: addYears(opened, 1),
      periodEnd: addYears(opened, 1),
      companyId: ledger.nordic,
    };
    const preview = async () =>
      (await billing(app, ADMIN, 'POST', '/invoices/generate', anniversary)).json<InvoiceGenerationResult>();

    // The demo's fuel provider account (3,000 USD) and the new logistics one (2,000 USD); the general
    // holding account costs nothing and makes no line.
    expect((await preview()).companies[0]?.byKind).toEqual([
      { kind: 'accountYearly', lines: 2, quantity: '2.000', amountCents: 500000 },
    ]);
    // The year before its opening bills nothing for it.
    const before = await billing(app, ADMIN, 'POST', '/invoices/generate', {
      periodStart: addYears(opened, -1),
      periodEnd: addYears(opened, -1),
    });
    expect(before.json()).toMatchObject({ lines: 0 });

    await eventTransaction(db, (tx) =>
      recordEvents(tx, [
        {
          type: 'AccountClosed',
          companyId: ledger.nordic,
          accountId: account!.id,
          entityType: 'account',
          entityId: account!.id,
          payload: { previousStatus: 'active' },
        },
      ]),
    );
    expect((await preview()).companies[0]?.byKind).toEqual([
      { kind: 'accountYearly', lines: 1, quantity: '1.000', amountCents: 300000 },
    ]);
  });
});

// Real HTTP against listening servers. On PostgreSQL two API instances with pools of their own share the
// database and the generations really run at once; on PGlite (one connection) they serialise.
describe(`Race: two administrators generate the same period at once (${process.env.DATABASE_URL ? 'PostgreSQL, two API instances' : 'PGlite'})`, () => {
  let app: TestApp;
  let second: SecondInstance | undefined;
  let ledger: DemoLedger;
  let bases: string[] = [];
  const SECOND_ADMIN = `second-admin-${randomUUID().slice(0, 8)}@safc-registry.example`;

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    const { db } = app.database;
    const [identity] = await db
      .insert(identityAccounts)
      .values({
        email: SECOND_ADMIN,
        name: 'Second Administrator',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    await db.insert(users).values({
      email: SECOND_ADMIN,
      name: 'Second Administrator',
      oidcSubject: identity!.id,
      isRegistryAdmin: true,
      onboardingStatus: 'onboarded',
    });
    ({ bases, second } = await listenOnInstances(app));
  });
  afterAll(async () => {
    await second?.close();
    await app.close();
  });

  it('bills each event once, however the generations interleave', async () => {
    // Billable events of both companies: a re-activation of each demo account that can be blocked.
    for (const accountId of [ledger.nordicFuel, ledger.skyPortfolio, ledger.skyCargo]) {
      expect(
        (await call(app, PEOPLE.admin, 'PATCH', `/api/account/${accountId}/block`, { reason: 'Race' }))
          .statusCode,
      ).toBe(200);
      expect((await call(app, PEOPLE.admin, 'PATCH', `/api/account/${accountId}/unblock`)).statusCode).toBe(
        200,
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const period = { periodStart: today, periodEnd: today };
    const preview = (
      await billing(app, ADMIN, 'POST', '/invoices/generate', period)
    ).json<InvoiceGenerationResult>();
    expect(preview).toMatchObject({ lines: 3, totalCents: 1800000 });

    const admins = [ADMIN, SECOND_ADMIN];
    const tokens = await Promise.all(admins.map((email) => internalTokenFor(app, email)));
    const results = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const response = await fetch(`${bases[index % bases.length]}/api/billing/invoices/generate`, {
          method: 'POST',
          headers: {
            ...bearer(tokens[index % 2]!),
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ ...period, confirm: true }),
        });
        return { status: response.status, body: (await response.json()) as InvoiceGenerationResult };
      }),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill(201));
    // Exactly one generation found the events; the others found them billed.
    expect(results.map((result) => result.body.lines).sort()).toEqual([0, 0, 0, 0, 0, 3]);
    expect(results.reduce((sum, result) => sum + result.body.totalCents, 0)).toBe(preview.totalCents);
    const twice = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int4 as n from (select event_id, occurrence from invoice_lines where not voided
          group by event_id, occurrence having count(*) > 1) as billed_twice`,
    );
    expect(twice[0]?.n).toBe(0);
  });
});
