import { describe, expect, it } from 'vitest';
import type { PublicUnitPage } from '../contract/public-units';
import {
  publicClaimEditFacts,
  publicClaimFacts,
  publicFuelFacts,
  publicUnitFacts,
} from './public-unit-facts';
import { NOTHING } from './unit-values';

const UNIT: PublicUnitPage = {
  id: '00000000-0000-4000-8000-000000000001',
  serial: 'SAFCA-2026-000123',
  unitType: 'SAFcA',
  typeCode: 'SAFcA-A2-VAL',
  status: 'retired',
  volume: '1250.5',
  co2Abated: '3300.25',
  category: 2,
  sustainabilityTier: null,
  emissionReduction: null,
  declaredBaseline: null,
  issuanceDate: '2026-03-01T00:00:00.000Z',
  expirationDate: null,
  removedAt: null,
  fuel: {
    producer: 'Nordic Renewable Fuels AS',
    productionYear: 2025,
    feedstock: null,
    countries: ['NO', 'SE'],
    scheme: 'isccEu',
    conversionProcess: 'hefa',
  },
  custody: { companies: 1, accounts: 3 },
  parentSerial: null,
  childSerials: [],
  claim: null,
};

const textOf = (facts: { label: string; text: string }[]) =>
  Object.fromEntries(facts.map(({ label, text }) => [label, text]));

describe("a unit's public facts, as the public page and the certificate both word them", () => {
  it('words the unit: tonnes from the decimal string, holders as counts, a removal only when removed', () => {
    const facts = textOf(publicUnitFacts(UNIT));
    expect(facts['Volume of neat SAF']).toBe('1,250.500 t');
    expect(facts['Chain of custody']).toBe('1 company, 3 accounts');
    expect(facts['Expiration date']).toBe(NOTHING);
    expect(facts['Removed on']).toBeUndefined();
    const removed = textOf(publicUnitFacts({ ...UNIT, removedAt: '2026-04-01T00:00:00.000Z' }));
    expect(removed['Removed on']).not.toBe(NOTHING);
  });

  it('words the fuel with catalogue labels and country names', () => {
    const facts = textOf(publicFuelFacts(UNIT.fuel));
    expect(facts['Producing countries']).toBe('Norway, Sweden');
    expect(facts['Certification scheme']).toBe('ISCC EU');
    expect(facts['Feedstock']).toBe(NOTHING);
  });

  it('says a claimant keeps its name private instead of leaving a blank, and a missing beneficiary is a dash', () => {
    const facts = textOf(
      publicClaimFacts({
        claimedAt: '2026-05-02T10:00:00.000Z',
        retirementYear: 2026,
        retirementCountry: 'GB',
        claimPurpose: 'international',
        complianceRegime: null,
        claimant: null,
        airTransportProviderBeneficiary: 'SkyWays Airlines Ltd',
        safceBeneficiary: null,
        logisticsProvider: null,
        version: 1,
        edits: [],
      }),
    );
    expect(facts['Claimed by']).toBe('Name withheld by the company');
    expect(facts['Claim version']).toBeUndefined();
    expect(facts['Air transport provider beneficiary']).toBe('SkyWays Airlines Ltd');
    expect(facts['SAFcE beneficiary']).toBe(NOTHING);
    expect(facts['Claim country']).toBe('United Kingdom');
  });
});

describe('a corrected claim says its version and lists its history (docs/decisions/094)', () => {
  it('names version 2 with its date, and each change from and to', () => {
    const claim = {
      claimedAt: '2026-05-02T10:00:00.000Z',
      retirementYear: 2026,
      retirementCountry: 'GB',
      claimPurpose: 'international',
      complianceRegime: null,
      claimant: 'SkyWays Airlines Ltd',
      airTransportProviderBeneficiary: 'Polar Wings',
      safceBeneficiary: null,
      logisticsProvider: null,
      version: 2,
      edits: [
        {
          version: 2,
          changedAt: '2026-06-01T08:00:00.000Z',
          changes: [
            { field: 'airTransportProviderBeneficiary' as const, from: 'Fjord Air', to: 'Polar Wings' },
            { field: 'previousOwner' as const, from: null, to: null },
          ],
        },
      ],
    };
    expect(textOf(publicClaimFacts(claim))['Claim version']).toMatch(/^2, changed on /);
    const history = publicClaimEditFacts(claim);
    expect(history.map((fact) => fact.label)[0]).toBe('Version 1');
    expect(history[1]!.text).toBe(
      'Air transport provider beneficiary Fjord Air → Polar Wings; Previous owner changed',
    );
  });
});
