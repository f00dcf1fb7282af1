import type { LandingStatistics } from '@safc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLogState } from '../../src/db/schema';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import {
  computeLandingStatistics,
  figureGroupsChangedBy,
  landingStatisticsAfter,
} from '../../src/services/public/get-landing-statistics';
import { build, type TestApp } from '../helpers/app';
import { everyUnitOperation } from '../ledger/every-unit-operation';
import { demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

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
      await everyUnitOperation(app, ledger, async (operation) => {
        await expectPublishedIsFresh();
        if (operation === 'issued') expect(await published()).not.toEqual(before);
        // SkyWays has claimed before (the seed); Nordic's first claim makes it a new aviation customer.
        if (operation === 'claimed')
          expect((await published())?.aviationCustomers).toBe(Number(before?.aviationCustomers) + 1);
      });
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
