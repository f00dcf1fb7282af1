import { and, asc, eq, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { batchFingerprint, batchOfIssueForm, computeIssuanceResults, issueRequestSchema } from '@safc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { checkLedgerInvariant } from '../../src/db/invariants';
import { actions, events, identityAccounts, issuances, unitBlocks, users } from '../../src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoRegistry } from '../../src/db/seed';
import { verifyPassword } from '../../src/lib/passwords';
import { verifyEventChain } from '../../src/services/events/verify-event-chain';
import { createTestDatabase } from '../helpers/database';

describe('demo registry seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs once: a second call on a seeded registry does nothing', async () => {
    const before = await database.db.select({ id: events.id }).from(events);
    expect(await seedDemoRegistry(database.db)).toEqual({ seeded: false });
    expect(await database.db.select({ id: events.id }).from(events)).toHaveLength(before.length);
  });

  it('is safe when two processes seed an empty registry at once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoRegistry(fresh.db), seedDemoRegistry(fresh.db)]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await fresh.db.select({ id: users.id }).from(users)).toHaveLength(DEMO_USERS.length - 1);
    } finally {
      await fresh.close();
    }
  });

  it('keeps the ledger invariant: blocks add up to the issued volume', async () => {
    expect(await checkLedgerInvariant(database.db)).toEqual([]);
  });

  it('writes a hash chain that verifies, starting with RegistrySeeded', async () => {
    const verification = await verifyEventChain(database.db);
    expect(verification.ok).toBe(true);
    const [first] = await database.db.select().from(events).orderBy(asc(events.seq)).limit(1);
    expect(first?.type).toBe('RegistrySeeded');
  });

  it(`gives every demo person an identity that signs in with the demo password`, async () => {
    const identities = await database.db.select().from(identityAccounts);
    expect(identities.map((identity) => identity.email).sort()).toEqual(
      DEMO_USERS.map((user) => user.email).sort(),
    );
    const admin = identities.find((identity) => identity.email === 'admin@safc-registry.example');
    expect(await verifyPassword(DEMO_PASSWORD, admin?.passwordHash ?? '')).toBe(true);
  });

  it('registers everyone but the stranger, linked to their identity', async () => {
    const registered = await database.db
      .select({ email: users.email, subject: users.oidcSubject, identity: identityAccounts.id })
      .from(users)
      .innerJoin(identityAccounts, eq(identityAccounts.email, users.email));
    expect(registered).toHaveLength(DEMO_USERS.length - 1);
    expect(registered.every((user) => user.subject === user.identity)).toBe(true);
    expect(registered.map((user) => user.email)).not.toContain('stranger@example.com');
  });

  it('leaves a user with onboarding awaiting the administrator', async () => {
    const [pending] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pending@newcompany.example'));
    expect(pending?.onboardingStatus).toBe('pendingInternalAction');
  });

  it('leaves a transfer awaiting acceptance with its volume reserved, and an issuance awaiting approval', async () => {
    const [transfer] = await database.db
      .select()
      .from(actions)
      .where(and(eq(actions.type, 'Transfer'), eq(actions.status, 'pendingAcceptance')));
    expect(transfer?.volume).toBe('100.000');
    const [block] = await database.db
      .select()
      .from(unitBlocks)
      .where(eq(unitBlocks.id, transfer?.unitBlockId ?? ''));
    expect(block?.reservedVolume).toBe('100.000');
    const pending = await database.db.select().from(issuances).where(eq(issuances.status, 'pendingApproval'));
    expect(pending).toHaveLength(1);
  });

  it("issues the demo batches with the domain's figures: each stored form recomputes to its stored tier, reduction, CO2e and type code", async () => {
    const stored = await database.db.select().from(issuances).orderBy(asc(issuances.createdAt));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const issuance of stored) {
      const form = issueRequestSchema({ today: issuance.createdAt }).parse(issuance.form);
      const results = computeIssuanceResults(form);
      expect({
        tier: issuance.tier,
        typeCode: issuance.typeCode,
        co2Abated: issuance.co2Abated,
        emissionReduction: new Decimal(issuance.emissionReduction).toFixed(2),
        adjustedLca: new Decimal(issuance.adjustedLca ?? NaN).toString(),
      }).toEqual({
        tier: results.sustainabilityTier,
        typeCode: results.typeCode,
        co2Abated: results.co2AbatedTonnes,
        emissionReduction: results.emissionReductionPercent,
        adjustedLca: results.adjustedLCAValue,
      });
    }
    // By hand, the 1,000 t used cooking oil batch (ISCC CORSIA default 13.9 + airport delivery 0.9 = 14.8 g,
    // 44 MJ/kg, declared baseline 89 g): 1,000 t x 44 MJ/kg x (89 - 14.8) g/MJ / 1,000 = 3,264.800 t CO2e;
    // (89 - 14.8) / 89 = 83.37 %; 14.8 <= 89 x 0.4 = 35.6, a residue: tier A.
    const usedCookingOil = stored.find((issuance) => issuance.volume === '1000.000');
    expect(usedCookingOil).toMatchObject({ co2Abated: '3264.800', tier: 'A', typeCode: 'SAFcA-A2-VAL' });
    expect(new Decimal(usedCookingOil?.emissionReduction ?? NaN).toFixed(2)).toBe('83.37');
  });

  it('gives each seeded issuance a batch of its own, its fingerprint as the domain computes it (decision 096)', async () => {
    const stored = await database.db.select().from(issuances);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const fingerprints = await Promise.all(
      stored.map(async (issuance) => {
        const batch = batchOfIssueForm(issuance.form);
        if (!batch) throw new Error(`The demo issuance ${issuance.id} names no batch`);
        expect(issuance.batchFingerprint).toBe(await batchFingerprint(batch));
        return issuance.batchFingerprint;
      }),
    );
    expect(new Set(fingerprints).size).toBe(stored.length);
    // The demo's issuances came with no proof document; any that had one would hold a document of its own.
    const documents = stored.map((issuance) => issuance.documentSha256).filter((hash) => hash !== null);
    expect(new Set(documents).size).toBe(documents.length);
  });

  it('has a retired block with its claim and the SAFcE it gave rise to', async () => {
    const [retired] = await database.db.select().from(unitBlocks).where(eq(unitBlocks.status, 'retired'));
    expect(retired?.claim).toMatchObject({
      claimPurpose: 'international',
      sercClaimBeneficiary: { kind: 'internal', companyName: 'SkyWays Airlines Ltd' },
    });
    const [safce] = await database.db.select().from(unitBlocks).where(eq(unitBlocks.unitType, 'SAFcE'));
    expect(safce).toMatchObject({
      parentId: retired?.id,
      volume: retired?.volume,
      serial: expect.stringMatching(/^SAFCE-\d{4}-\d{6}$/),
    });
  });

  it('names a tampered event payload as the broken link', async () => {
    const tampered = await database.db.select().from(events).orderBy(asc(events.seq)).limit(1).offset(9);
    const target = tampered[0];
    if (!target) throw new Error('the seed wrote fewer than 10 events');
    await database.db.execute(
      sql`update events set payload = '{"volume": "9999.000"}'::jsonb where id = ${target.id}`,
    );
    expect(await verifyEventChain(database.db)).toEqual({
      ok: false,
      count: target.seq - 1,
      brokenAt: { seq: target.seq, id: target.id, reason: 'hashMismatch' },
    });
  });
});
