import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tallowBatch, usedCookingOilBatch } from '../../../src/db/seed/demo-issue-forms';
import { build, type TestApp } from '../../helpers/app';

describe('GET /api/public/landing-page: the public statistics of the demo registry', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('counts what the seed issued, who holds accounts and who claimed, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/landing-page' });
    expect(response.statusCode).toBe(200);

    // The seed approves two Nordic batches (1,000 t of used cooking oil HEFA and 500 t of tallow HEFA) and
    // leaves a 750 t batch pending, which does not count; CO2e abated is that of the two approved batches.
    const now = new Date();
    const account = randomUUID();
    const co2Abated = new Decimal(usedCookingOilBatch(account, now).co2Abated).plus(
      tallowBatch(account, now).co2Abated,
    );
    expect(response.json()).toEqual({
      safCaVolume: '1500.000',
      co2Abated: co2Abated.toFixed(3),
      // Nordic Renewable Fuels holds the fuel provider account; SkyWays the air transport and logistics ones.
      fuelProviders: 1,
      airTransportProviders: 1,
      logisticServiceProviders: 1,
      // Both approved batches come from the Porsgrunn biorefinery, from NO, SE, DK and NO, FI.
      uniqueSuppliers: 1,
      supplyCountriesOfOrigin: 4,
      // SkyWays claimed 150 t.
      aviationCustomers: 1,
    });
  });
});
