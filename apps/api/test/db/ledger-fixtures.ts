import type { Db } from '../../src/db/client';
import { accounts, companies, issuances, unitBlocks, users } from '../../src/db/schema';
import { nextUnitSerial } from '../../src/db/unit-serial';

/** The least a unit block needs: a user, a company, a fuel provider account and an approved issuance. */
export async function insertIssuedBlock(db: Db, volume = '100.000') {
  const [user] = await db
    .insert(users)
    .values({ email: 'initiator@fixture.example', name: 'Fixture Initiator' })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ name: 'Fixture Fuels', status: 'active', country: 'NO' })
    .returning();
  if (!user || !company) throw new Error('fixture rows were not inserted');
  const [account] = await db
    .insert(accounts)
    .values({
      companyId: company.id,
      name: 'Fixture Production',
      type: 'fuelProviderHoldingAccount',
      status: 'active',
    })
    .returning();
  if (!account) throw new Error('fixture account was not inserted');
  const [issuance] = await db
    .insert(issuances)
    .values({
      accountId: account.id,
      companyId: company.id,
      initiatorId: user.id,
      status: 'approved',
      documentationType: 'pos',
      form: {},
      volume,
      co2Abated: '300.000',
      emissionReduction: '80.000',
      tier: 'A',
      category: 2,
      typeCode: 'SAFcA-A2-VAL',
      productionYear: 2026,
    })
    .returning();
  if (!issuance) throw new Error('fixture issuance was not inserted');
  const [block] = await db
    .insert(unitBlocks)
    .values({
      serial: await nextUnitSerial(db, 'SAFcA'),
      unitType: 'SAFcA',
      accountId: account.id,
      issuanceId: issuance.id,
      volume,
      category: 2,
      typeCode: 'SAFcA-A2-VAL',
      co2Abated: '300.000',
    })
    .returning();
  if (!block) throw new Error('fixture block was not inserted');
  return { user, company, account, issuance, block };
}
