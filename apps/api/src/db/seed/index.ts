import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db, DbOrTx } from '../client';
import { users } from '../schema';
import { demoClock } from './demo-clock';
import { pendingUsedCookingOilBatch, tallowBatch, usedCookingOilBatch } from './demo-issue-forms';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedBilling } from './seed-billing';
import { seedCompanies } from './seed-companies';
import { seedIssuance } from './seed-issuances';
import { seedPendingOnboarding } from './seed-onboarding';
import { seedPeople } from './seed-people';
import { seedUnitMovements } from './seed-unit-movements';
import { eventTransaction, recordEvents } from '../../services/events/record-events';
import { sealQueuedEventsIn } from '../../services/events/seal-events';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users';

// Any constant shared by every process of the registry: it names the lock two starting processes queue on.
const SEED_LOCK_KEY = 726_002;

/**
 * Seeds the demo registry (DESIGN §11) into an empty database: only when there is no user yet, so it is
 * safe on every start. Two processes starting together queue on an advisory lock inside one transaction;
 * the second finds the users of the first and does nothing.
 */
export async function seedDemoRegistry(db: Db): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  // Hashed before the transaction, in parallel, so the lock is not held through the key derivations.
  const passwordHashes = new Map(
    await Promise.all(
      DEMO_USERS.map(async (user) => [user.email, await hashPassword(DEMO_PASSWORD)] as const),
    ),
  );

  const outcome = await eventTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if (await hasUsers(tx)) return { seeded: false };

    const clock = demoClock(new Date());
    await recordEvents(tx, [
      {
        type: 'RegistrySeeded',
        entityType: 'registry',
        entityId: 'demo',
        payload: { demoUsers: DEMO_USERS.map((user) => user.email) },
      },
    ]);
    const people = await seedPeople(tx, passwordHashes, clock.daysAgo(120));
    const { companies, accounts } = await seedCompanies(tx, people, clock.daysAgo(100));
    await seedPendingOnboarding(tx, people, clock.daysAgo(3));

    const nordic = { companyId: companies.nordic, accountId: accounts.nordicFuel, people };
    const usedCookingOil = await seedIssuance(tx, clock, {
      ...nordic,
      batch: usedCookingOilBatch(accounts.nordicFuel, clock.daysAgo(60)),
      submittedDaysAgo: 60,
      approved: true,
    });
    await seedIssuance(tx, clock, {
      ...nordic,
      batch: tallowBatch(accounts.nordicFuel, clock.daysAgo(40)),
      submittedDaysAgo: 40,
      approved: true,
    });
    await seedUnitMovements({ tx, clock, people, companies, accounts }, usedCookingOil);
    await seedIssuance(tx, clock, {
      ...nordic,
      batch: pendingUsedCookingOilBatch(accounts.nordicFuel, clock.daysAgo(2)),
      submittedDaysAgo: 2,
      approved: false,
    });
    // Billing reads the log: the seed's own events are chained first, in this transaction.
    await sealQueuedEventsIn(tx);
    await seedBilling(tx, people, companies, clock.now);
    return { seeded: true };
  });
  return outcome;
}

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
