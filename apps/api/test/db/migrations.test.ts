import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, EVENT_TYPES } from '@safc/domain';
import type { Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { queryRows } from '../../src/db/query-rows';
import { eventChainHead, feeSchedules, fees } from '../../src/db/schema';
import { GENESIS_HASH } from '../../src/services/events/canonical-event';
import { createTestDatabase } from '../helpers/database';

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('create every table of the model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'identity_accounts',
      'oidc_payloads',
      'oidc_keys',
      'users',
      'companies',
      'company_memberships',
      'accounts',
      'account_memberships',
      'trusted_accounts',
      'invitations',
      'requests',
      'uploads',
      'issuances',
      'unit_blocks',
      'actions',
      'signatures',
      'events',
      'event_chain_head',
      'tokens',
      'idempotency_keys',
      'fee_schedules',
      'fees',
      'invoices',
      'invoice_number_counters',
      'invoice_lines',
      'tickets',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('build the enums from the domain vocabulary', async () => {
    const labels = async (type: string) =>
      (
        await queryRows<{ label: string }>(
          database.db,
          sql`select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
              where t.typname = ${type} order by e.enumsortorder`,
        )
      ).map((row) => row.label);
    expect(await labels('account_status')).toEqual([...ACCOUNT_STATUSES]);
    expect(await labels('event_type')).toEqual([...EVENT_TYPES]);
  });

  it('start the event chain at seq 0 with the genesis hash', async () => {
    expect(await database.db.select().from(eventChainHead)).toEqual([{ id: 1, seq: 0, hash: GENESIS_HASH }]);
  });

  it('install the default fee schedule as version 1: 3 USD per tonne issued, 3,000 USD a year for fuel providers', async () => {
    const [version] = await database.db.select().from(feeSchedules);
    expect(version).toMatchObject({ version: 1, effectiveFrom: '2000-01-01', currency: 'USD' });
    const schedule = await database.db.select().from(fees);
    expect(schedule).toHaveLength(11);
    expect(schedule.every((fee) => fee.scheduleId === version?.id)).toBe(true);
    expect(schedule.find((fee) => fee.kind === 'issuancePerTonne')).toMatchObject({
      accountType: null,
      amountCents: 300,
    });
    expect(
      schedule.find(
        (fee) => fee.kind === 'accountYearly' && fee.accountType === 'fuelProviderHoldingAccount',
      ),
    ).toMatchObject({ amountCents: 300_000 });
  });

  it('number unit serials from a sequence that never repeats', async () => {
    const [first] = await queryRows<{ value: string }>(
      database.db,
      sql`select nextval('unit_serial_seq')::text as value`,
    );
    const [second] = await queryRows<{ value: string }>(
      database.db,
      sql`select nextval('unit_serial_seq')::text as value`,
    );
    expect(Number(second?.value)).toBe(Number(first?.value) + 1);
  });

  it('apply again without changing anything', async () => {
    await migrateDatabase(database);
    expect(await database.db.select().from(fees)).toHaveLength(11);
  });
});
