import type { LandingStatistics } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLogState, unitBlocks } from '../../src/db/schema';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import {
  computeLandingStatistics,
  figureGroupsChangedBy,
  landingStatisticsAfter,
} from '../../src/services/public/get-landing-statistics';
import { expireUnits } from '../../src/services/units/expire-units';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('Landing figures recomputed per batch, only those its events may change (issue 10)', () => {
  it('transfers, splits, expiries and claim edits change no figure; a claim changes the customers only', () => {
    expect(figureGroupsChangedBy(['UnitTransferred', 'UnitSplit', 'UnitExpired', 'UnitClaimEdited'])).toEqual(
      [],
    );
    expect(
      figureGroupsChangedBy(['UnitCommentSet', 'AccountMemberAdded', 'CompanyDocumentsUpdated']),
    ).toEqual([]);
    expect(figureGroupsChangedBy(['UnitTransferred', 'UnitClaimed'])).toEqual(['customers']);
    expect(figureGroupsChangedBy(['IssuanceApproved'])).toEqual(['issued', 'origins']);
    expect(figureGroupsChangedBy(['UnitRemoved'])).toEqual(['issued', 'customers']);
    expect(figureGroupsChangedBy(['AccountBlocked', 'RequestApproved'])).toEqual(['providers']);
    expect(figureGroupsChangedBy(['RegistrySeeded'])).toEqual([
      'issued',
      'providers',
      'origins',
      'customers',
    ]);
  });

  describe('the published figures equal a full recount after each kind of operation', () => {
    let app: TestApp;
    let ledger: DemoLedger;
    const published = async () => {
      await publishPublicEvents(app.database.db, await app.logSigner());
      const [state] = await app.database.db.select().from(publicLogState).where(eq(publicLogState.id, 1));
      return state?.statistics as LandingStatistics | null | undefined;
    };
    const expectPublishedIsFresh = async () =>
      expect(await published()).toEqual(await computeLandingStatistics(app.database.db));

    beforeAll(async () => {
      app = await build();
      ledger = await demoLedger(app);
      await expectPublishedIsFresh();
    });
    afterAll(() => app.close());

    it('issue, split, transfer, claim, unbundle, remove and expire', async () => {
      const before = await published();
      const blockId = await issueBlock(app, ledger.nordicFuel, '40');
      await expectPublishedIsFresh();
      expect(await published()).not.toEqual(before);

      const split = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
        volume: '10',
        accountId: ledger.nordicFuel,
      });
      expect(split.statusCode, split.body).toBe(201);
      await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${split.json().id}/sign`);
      await expectPublishedIsFresh();

      const [part] = await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.parentId, blockId));
      const moved = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${part!.id}/transfer`, {
        volume: '5',
        recipientId: ledger.skyPortfolio,
        accountId: ledger.nordicFuel,
      });
      expect(moved.statusCode, moved.body).toBe(201);
      await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${moved.json().id}/sign`);
      await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${moved.json().id}/accept`);
      await expectPublishedIsFresh();

      // SkyWays has claimed before (the seed); Nordic's first claim makes it a new aviation customer.
      const [held] = await app.database.db
        .select()
        .from(unitBlocks)
        .where(and(eq(unitBlocks.accountId, ledger.nordicFuel), eq(unitBlocks.parentId, part!.id)));
      const customersBefore = (await published())?.aviationCustomers;
      const claim = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${held!.id}/claim`, {
        volume: '2',
        accountId: ledger.nordicFuel,
        retirementYear: new Date().getUTCFullYear(),
        retirementCountry: 'NO',
        claimPurpose: 'international',
      });
      expect(claim.statusCode, claim.body).toBe(201);
      await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
      await expectPublishedIsFresh();
      expect((await published())?.aviationCustomers).toBe(Number(customersBefore) + 1);

      const [whole] = await app.database.db
        .select()
        .from(unitBlocks)
        .where(and(eq(unitBlocks.parentId, blockId), eq(unitBlocks.status, 'active')));
      const unbundled = await call(
        app,
        PEOPLE.nordicInitiator,
        'POST',
        `/api/units/${whole!.id}/issue-meta`,
        {
          volume: '3',
          accountId: ledger.nordicFuel,
        },
      );
      expect(unbundled.statusCode, unbundled.body).toBe(201);
      await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${unbundled.json().id}/sign`);
      await expectPublishedIsFresh();

      const removable = await issueBlock(app, ledger.nordicFuel, '7');
      await published();
      const removed = await call(app, PEOPLE.admin, 'POST', `/api/units/${removable}/remove`, {
        reason: 'Issued in error: the batch was counted twice',
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await expectPublishedIsFresh();

      await expireUnits(app.database.db, new Date(Date.now() + 3 * 366 * DAY));
      await expectPublishedIsFresh();
    });

    it('figures an older version stored in another shape are computed whole', async () => {
      const fresh = await computeLandingStatistics(app.database.db);
      expect(await landingStatisticsAfter(app.database.db, { safCaVolume: 12 }, ['UnitClaimed'])).toEqual(
        fresh,
      );
      expect(await landingStatisticsAfter(app.database.db, fresh, ['UnitTransferred'])).toBeUndefined();
    });
  });
});
