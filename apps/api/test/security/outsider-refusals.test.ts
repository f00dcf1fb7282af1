import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, companies, signatures, unitBlocks, users } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueForm, submitIssue, type DemoLedger } from '../ledger/ledger-helpers';

// Found by a review on 2026-12-03. A company may withhold its name (decision 095), yet a refusal of a call on
// one of its units named the account ("units of the account SkyWays Airlines - SAF Portfolio") or the company
// to anyone who tried: a unit's id is public. And an administrator who had started or signed an issuance
// (a company user invited to administer the registry keeps their memberships) could approve it.
describe('a refusal tells an outsider nothing of the account or company it protects', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let skyBlock: string;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    await app.database.db
      .update(companies)
      .set({ isNamePrivate: true })
      .where(eq(companies.id, ledger.skyWays));
    const [block] = await app.database.db
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.accountId, ledger.skyPortfolio), eq(unitBlocks.status, 'active')))
      .limit(1);
    skyBlock = block!.id;
  });
  afterAll(() => app.close());

  const expectNothingNamed = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.body).not.toMatch(/SkyWays/);
    expect(response.body).not.toContain(ledger.skyPortfolio);
  };

  it('on a comment, a batch check and a transfer of its units', async () => {
    const comment = await call(app, PEOPLE.nordicInitiator, 'PATCH', `/api/units/${skyBlock}/comment`, {
      comment: 'Mine now',
    });
    expectNothingNamed(comment);
    expect(comment.json().message).toContain('the units of this account');

    const batchCheck = await call(app, PEOPLE.nordicInitiator, 'POST', '/api/issuances/batch-check', {
      accountId: ledger.skyPortfolio,
      documentSha256: 'a'.repeat(64),
    });
    expectNothingNamed(batchCheck);

    // Naming an account that does not hold the unit said so (422) before the permission was asked.
    for (const accountId of [ledger.nordicFuel, ledger.skyPortfolio]) {
      const transfer = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${skyBlock}/transfer`, {
        volume: '1',
        recipientId: ledger.nordicTrading,
        accountId,
      });
      expectNothingNamed(transfer);
    }

    await app.database.db
      .update(companies)
      .set({ status: 'blocked' })
      .where(eq(companies.id, ledger.skyWays));
    try {
      const blocked = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${skyBlock}/transfer`, {
        volume: '1',
        recipientId: ledger.nordicTrading,
        accountId: ledger.skyPortfolio,
      });
      expectNothingNamed(blocked);
    } finally {
      await app.database.db
        .update(companies)
        .set({ status: 'active' })
        .where(eq(companies.id, ledger.skyWays));
    }
  });

  it("still names the account to the company's own people", async () => {
    const batchCheck = await call(app, PEOPLE.nordicRep, 'POST', '/api/issuances/batch-check', {
      accountId: ledger.nordicTrading,
      documentSha256: 'a'.repeat(64),
    });
    expect(batchCheck.statusCode, batchCheck.body).toBe(403);
    expect(batchCheck.json()).toMatchObject({
      message: 'You are not allowed to issue units of the account Nordic Renewable Fuels - Trading',
      details: { accountId: ledger.nordicTrading },
    });
  });
});

describe('an administrator does not approve an issuance they started or signed', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it('refuses the approval with 403 and approves it for another administrator', async () => {
    const [admin] = await app.database.db.select().from(users).where(eq(users.email, PEOPLE.admin));
    const [initiator] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, PEOPLE.nordicInitiator));
    const submitted = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(ledger.nordicFuel));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const actionId = submitted.json().action.id as string;
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
    expect(signed.json()).toMatchObject({ status: 'pendingApproval' });

    // As though the administrator had started it, then as though they had signed it.
    await app.database.db.update(actions).set({ initiatorId: admin!.id }).where(eq(actions.id, actionId));
    const asInitiator = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
    expect(asInitiator.statusCode, asInitiator.body).toBe(403);
    expect(asInitiator.json().message).toBe(
      'You started or signed this issuance: another registry administrator must approve it (four eyes)',
    );
    await app.database.db.update(actions).set({ initiatorId: initiator!.id }).where(eq(actions.id, actionId));
    await app.database.db.insert(signatures).values({ actionId, userId: admin!.id, signedAt: new Date() });
    const asSigner = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
    expect(asSigner.statusCode, asSigner.body).toBe(403);

    await app.database.db
      .delete(signatures)
      .where(and(eq(signatures.actionId, actionId), eq(signatures.userId, admin!.id)));
    const approved = await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
