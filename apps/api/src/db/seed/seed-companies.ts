import type { AccountMembershipRole, AccountStatus, AccountType, CompanyRole } from '@safc/domain';
import { accountMemberships, accounts, companies, companyMemberships, requests } from '../schema';
import type { DemoPeople } from './seed-people';
import { recordEvents, type EventTx } from '../../services/events/record-events';

export interface DemoCompanies {
  nordic: string;
  skyWays: string;
}

/** The demo accounts, by the part they play. */
export interface DemoAccounts {
  nordicFuel: string;
  nordicTrading: string;
  skyPortfolio: string;
  skyCargo: string;
  skyReserve: string;
}

interface CompanySeed {
  name: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  website: string;
  email: string;
  members: [keyof DemoPeople, CompanyRole][];
}

interface AccountSeed {
  key: keyof DemoAccounts;
  company: keyof DemoCompanies;
  name: string;
  type: AccountType;
  status: AccountStatus;
  members: [keyof DemoPeople, AccountMembershipRole][];
}

const COMPANIES: Record<keyof DemoCompanies, CompanySeed> = {
  nordic: {
    name: 'Nordic Renewable Fuels AS',
    address: 'Dronning Eufemias gate 16',
    city: 'Oslo',
    state: 'Oslo',
    postcode: '0191',
    country: 'NO',
    website: 'https://nordicfuels.example',
    email: 'registry@nordicfuels.example',
    members: [
      ['nordicRep', 'companyRepresentative'],
      ['nordicInitiator', 'regular'],
      ['nordicApprover', 'regular'],
      ['nordicReadOnly', 'regular'],
    ],
  },
  skyWays: {
    name: 'SkyWays Airlines Ltd',
    address: 'Compass Centre, Nelson Road',
    city: 'Hounslow',
    state: 'Greater London',
    postcode: 'TW6 2GW',
    country: 'GB',
    website: 'https://skyways.example',
    email: 'sustainability@skyways.example',
    members: [
      ['skyRep', 'companyRepresentative'],
      ['skyInitiator', 'regular'],
      ['skyApprover', 'regular'],
    ],
  },
};

const ACCOUNTS: AccountSeed[] = [
  {
    key: 'nordicFuel',
    company: 'nordic',
    name: 'Nordic Renewable Fuels - SAF Production',
    type: 'fuelProviderHoldingAccount',
    status: 'active',
    members: [
      ['nordicRep', 'accountRepFullAccess'],
      ['nordicInitiator', 'accountRepInitiator'],
      ['nordicApprover', 'accountRepApprover'],
      ['nordicReadOnly', 'readOnly'],
    ],
  },
  {
    key: 'nordicTrading',
    company: 'nordic',
    name: 'Nordic Renewable Fuels - Trading',
    type: 'generalHoldingAccount',
    status: 'active',
    members: [
      ['nordicInitiator', 'accountRepInitiator'],
      ['nordicApprover', 'accountRepApprover'],
    ],
  },
  {
    key: 'skyPortfolio',
    company: 'skyWays',
    name: 'SkyWays Airlines - SAF Portfolio',
    type: 'airTransportProviderHoldingAccount',
    status: 'active',
    members: [
      ['skyInitiator', 'accountRepInitiator'],
      ['skyApprover', 'accountRepApprover'],
    ],
  },
  {
    key: 'skyCargo',
    company: 'skyWays',
    name: 'SkyWays Cargo Logistics',
    type: 'logisticsProviderHoldingAccount',
    status: 'active',
    members: [
      ['skyInitiator', 'accountRepInitiator'],
      ['skyApprover', 'accountRepApprover'],
    ],
  },
  {
    key: 'skyReserve',
    company: 'skyWays',
    name: 'SkyWays Airlines - Corporate Programme',
    type: 'generalHoldingAccount',
    status: 'awaitingReview',
    members: [['skyInitiator', 'accountRepFullAccess']],
  },
];

export async function seedCompanies(
  tx: EventTx,
  people: DemoPeople,
  createdAt: Date,
): Promise<{ companies: DemoCompanies; accounts: DemoAccounts }> {
  const companyIds: Partial<DemoCompanies> = {};
  for (const [key, { members, ...details }] of Object.entries(COMPANIES) as [
    keyof DemoCompanies,
    CompanySeed,
  ][]) {
    const [company] = await tx
      .insert(companies)
      .values({ ...details, status: 'active', createdAt, updatedAt: createdAt })
      .returning({ id: companies.id });
    if (!company) throw new Error(`seedCompanies: ${details.name} was not inserted`);
    companyIds[key] = company.id;
    await recordEvents(tx, [
      {
        type: 'CompanyCreated',
        companyId: company.id,
        entityType: 'company',
        entityId: company.id,
        payload: { name: details.name, country: details.country, status: 'active' },
      },
    ]);
    for (const [person, role] of members) {
      await tx
        .insert(companyMemberships)
        .values({ companyId: company.id, userId: people[person], role, createdAt });
      await recordEvents(tx, [
        {
          type: 'CompanyMemberAdded',
          companyId: company.id,
          entityType: 'user',
          entityId: people[person],
          payload: { role },
        },
      ]);
    }
  }
  const seededCompanies = companyIds as DemoCompanies;

  const accountIds: Partial<DemoAccounts> = {};
  for (const seed of ACCOUNTS) {
    const companyId = seededCompanies[seed.company];
    const [account] = await tx
      .insert(accounts)
      .values({
        companyId,
        name: seed.name,
        type: seed.type,
        status: seed.status,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error(`seedCompanies: ${seed.name} was not inserted`);
    accountIds[seed.key] = account.id;
    await recordEvents(tx, [
      {
        type: 'AccountCreated',
        companyId,
        accountId: account.id,
        entityType: 'account',
        entityId: account.id,
        payload: { name: seed.name, type: seed.type, status: seed.status },
      },
    ]);
    for (const [person, role] of seed.members) {
      await tx
        .insert(accountMemberships)
        .values({ accountId: account.id, userId: people[person], role, createdAt });
      await recordEvents(tx, [
        {
          type: 'AccountMemberAdded',
          companyId,
          accountId: account.id,
          entityType: 'user',
          entityId: people[person],
          payload: { role },
        },
      ]);
    }
    if (seed.status === 'awaitingReview') {
      // An account awaiting review is one whose AccountCreateRequest the administrator has not decided.
      const [request] = await tx
        .insert(requests)
        .values({
          kind: 'AccountCreateRequest',
          companyId,
          accountId: account.id,
          requestedBy: people.skyRep,
          payload: { name: seed.name, type: seed.type },
          createdAt,
        })
        .returning({ id: requests.id });
      if (!request) throw new Error('seedCompanies: the account request was not inserted');
      await recordEvents(tx, [
        {
          type: 'RequestCreated',
          actorId: people.skyRep,
          companyId,
          accountId: account.id,
          entityType: 'request',
          entityId: request.id,
          payload: { kind: 'AccountCreateRequest' },
        },
      ]);
    }
  }
  return { companies: seededCompanies, accounts: accountIds as DemoAccounts };
}
