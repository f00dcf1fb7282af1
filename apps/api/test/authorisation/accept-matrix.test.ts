import type { AccountMembershipRole } from '@safc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMemberships, actions, events, unitBlocks } from '../../src/db/schema';
import { build, internalTokenFor, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';
import { createPerson } from './matrix-fixtures';

// The permission matrix of Accept (issue 45 item 12, docs/decisions/019 and 126): the platform spec's
// permission table names no role for accepting an incoming transfer. The registry gives it to whoever acts
// for the receiving account (full access, initiator, approver: the members who may also Trust it), and to
// nobody else: not its read-only member, not a company representative without a membership, not the
// administrator, not the sender. Each cell accepts a transfer of its own; a refused cell changes nothing.

type Receiver = AccountMembershipRole | 'representativeWithoutMembership';
type Caller = Receiver | 'administrator' | 'sender' | 'otherCompany';

const ALLOWED: readonly Caller[] = ['accountRepFullAccess', 'accountRepInitiator', 'accountRepApprover'];
const CALLERS: readonly Caller[] = [
  'accountRepFullAccess',
  'accountRepInitiator',
  'accountRepApprover',
  'readOnly',
  'representativeWithoutMembership',
  'administrator',
  'sender',
  'otherCompany',
];

describe(`the permission matrix of Accept on an incoming transfer (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let blockId: string;
  const emails = {} as Record<Caller, string>;

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    blockId = await issueBlock(app, ledger.nordicFuel, '100');
    // SkyWays people with each role on the receiving account, made for this test.
    for (const role of ['accountRepFullAccess', 'readOnly'] as const) {
      const person = await createPerson(app, ledger.skyWays);
      await app.database.db
        .insert(accountMemberships)
        .values({ accountId: ledger.skyPortfolio, userId: person.id, role });
      emails[role] = person.email;
    }
    emails.accountRepInitiator = PEOPLE.skyInitiator;
    emails.accountRepApprover = PEOPLE.skyApprover;
    emails.representativeWithoutMembership = 'rep@skyways.example';
    emails.administrator = PEOPLE.admin;
    emails.sender = PEOPLE.nordicInitiator;
    emails.otherCompany = PEOPLE.nordicRep;
    // Signed in before the cells: a first sign-in writes events of its own.
    for (const email of Object.values(emails)) await internalTokenFor(app, email);
  }, 120_000);
  afterAll(() => app?.close());

  /** A transfer of 1 t from Nordic to SkyWays' portfolio, signed: it waits for the receiver. */
  async function incomingTransfer(): Promise<string> {
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '1',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as string;
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${id}/sign`);
    expect(signed.json().status).toBe('pendingAcceptance');
    return id;
  }

  it.each(CALLERS)('%s', async (caller) => {
    const actionId = await incomingTransfer();
    const eventsBefore = (await app.database.db.select({ id: events.id }).from(events)).length;
    const answer = await call(app, emails[caller], 'POST', `/api/actions/${actionId}/accept`);
    if (ALLOWED.includes(caller)) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe('completed');
      // The transfer moved the sender's remainder: the next cell transfers from the new block.
      const [moved] = await app.database.db.select().from(actions).where(eq(actions.id, actionId));
      blockId = (await remainderOf(moved!.unitBlockId)) ?? blockId;
    } else {
      expect([403, 404], answer.body).toContain(answer.statusCode);
      const [still] = await app.database.db.select().from(actions).where(eq(actions.id, actionId));
      expect(still!.status).toBe('pendingAcceptance');
      expect((await app.database.db.select({ id: events.id }).from(events)).length).toBe(eventsBefore);
      await call(app, PEOPLE.nordicInitiator, 'POST', `/api/actions/${actionId}/cancel`);
    }
  });

  /** The active child the sender kept of a block a transfer took from. */
  async function remainderOf(parentId: string | null): Promise<string | undefined> {
    if (!parentId) return undefined;
    const children = await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.parentId, parentId));
    return children.find((child) => child.accountId === ledger.nordicFuel && child.status === 'active')?.id;
  }
});
