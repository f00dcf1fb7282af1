import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from './ledger-helpers';

// Issue 39: a 120,000-digit volume held every caller of the API, health included, for 14-25 s while the
// shared decimal pattern tried each split of its digits. It is now refused by its length, at once, and the
// registry answers others meanwhile.

describe('a volume of 120,000 digits', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let blockId: string;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    blockId = await issueBlock(app, ledger.nordicFuel, '10');
    // Signed in before the clock starts: the first call of a user signs them in through the provider.
    await call(app, PEOPLE.nordicInitiator, 'GET', '/api/users/me');
  });
  afterAll(() => app.close());

  it('answers 400 naming the volume within a second, while /api/health answers beside it', async () => {
    const started = performance.now();
    let healthAnsweredAt = 0;
    const [transfer, health] = await Promise.all([
      call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
        volume: '1'.repeat(120_000),
        recipientId: ledger.skyPortfolio,
      }),
      app.inject({ method: 'GET', url: '/api/health' }).then((response) => {
        healthAnsweredAt = performance.now() - started;
        return response;
      }),
    ]);
    const transferMs = performance.now() - started;
    expect(transfer.statusCode, transfer.body.slice(0, 300)).toBe(400);
    expect(transfer.json()).toMatchObject({ details: { 'body.volume': 'The number is too long' } });
    expect(transferMs).toBeLessThan(1_000);
    expect(health.statusCode).toBe(200);
    expect(healthAnsweredAt).toBeLessThan(1_000);
  });

  it('a body over the 1 MiB limit is refused with 413 before it is read', async () => {
    const response = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '1'.repeat(1_100_000),
      recipientId: ledger.skyPortfolio,
    });
    expect(response.statusCode).toBe(413);
  });
});
