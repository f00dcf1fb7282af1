import type { OnboardingStatus } from '@safc/domain';
import { identityAccounts, users } from '../schema';
import { DEMO_USERS } from './demo-users';
import { recordEvents, type EventTx } from '../../services/events/record-events';

/** The registered demo people, by the part they play. */
export interface DemoPeople {
  admin: string;
  nordicRep: string;
  nordicInitiator: string;
  nordicApprover: string;
  nordicReadOnly: string;
  skyRep: string;
  skyInitiator: string;
  skyApprover: string;
  pending: string;
}

interface Registration {
  role: keyof DemoPeople;
  firstName: string;
  lastName: string;
  employerName: string;
  phone: string;
  isRegistryAdmin?: boolean;
  onboardingStatus?: OnboardingStatus;
}

const REGISTRATIONS: Record<string, Registration> = {
  'admin@safc-registry.example': {
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Whitfield',
    employerName: 'SAFc Registry',
    phone: '+41 22 555 0100',
    isRegistryAdmin: true,
  },
  'rep@nordicfuels.example': {
    role: 'nordicRep',
    firstName: 'Nora',
    lastName: 'Lindqvist',
    employerName: 'Nordic Renewable Fuels AS',
    phone: '+47 22 55 01 10',
  },
  'initiator@nordicfuels.example': {
    role: 'nordicInitiator',
    firstName: 'Erik',
    lastName: 'Hansen',
    employerName: 'Nordic Renewable Fuels AS',
    phone: '+47 22 55 01 11',
  },
  'approver@nordicfuels.example': {
    role: 'nordicApprover',
    firstName: 'Ingrid',
    lastName: 'Berg',
    employerName: 'Nordic Renewable Fuels AS',
    phone: '+47 22 55 01 12',
  },
  'readonly@nordicfuels.example': {
    role: 'nordicReadOnly',
    firstName: 'Lars',
    lastName: 'Dahl',
    employerName: 'Nordic Renewable Fuels AS',
    phone: '+47 22 55 01 13',
  },
  'rep@skyways.example': {
    role: 'skyRep',
    firstName: 'Sophie',
    lastName: 'Turner',
    employerName: 'SkyWays Airlines Ltd',
    phone: '+44 20 7946 0120',
  },
  'initiator@skyways.example': {
    role: 'skyInitiator',
    firstName: 'James',
    lastName: 'Walker',
    employerName: 'SkyWays Airlines Ltd',
    phone: '+44 20 7946 0121',
  },
  'approver@skyways.example': {
    role: 'skyApprover',
    firstName: 'Priya',
    lastName: 'Shah',
    employerName: 'SkyWays Airlines Ltd',
    phone: '+44 20 7946 0122',
  },
  'pending@newcompany.example': {
    role: 'pending',
    firstName: 'Marta',
    lastName: 'Nowak',
    employerName: 'Baltic Green Aviation Fuels Sp. z o.o.',
    phone: '+48 58 555 0130',
    onboardingStatus: 'pendingInternalAction',
  },
};

/**
 * Every demo person gets an identity (they can sign in); all but the stranger also get a registry user
 * whose oidc_subject is that identity, as after a first sign-in.
 */
export async function seedPeople(
  tx: EventTx,
  passwordHashes: Map<string, string>,
  createdAt: Date,
): Promise<DemoPeople> {
  const people: Partial<DemoPeople> = {};
  for (const demo of DEMO_USERS) {
    const passwordHash = passwordHashes.get(demo.email);
    if (!passwordHash) throw new Error(`seedPeople: no password hash for ${demo.email}`);
    const [identity] = await tx
      .insert(identityAccounts)
      .values({ email: demo.email, name: demo.name, passwordHash, createdAt })
      .returning({ id: identityAccounts.id });
    const registration = REGISTRATIONS[demo.email];
    if (!identity || !registration) continue;

    const { role, isRegistryAdmin = false, onboardingStatus = 'onboarded', ...details } = registration;
    const [user] = await tx
      .insert(users)
      .values({
        email: demo.email,
        name: demo.name,
        ...details,
        oidcSubject: identity.id,
        isRegistryAdmin,
        onboardingStatus,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`seedPeople: ${demo.email} was not inserted`);
    people[role] = user.id;
    await recordEvents(tx, [
      {
        type: 'UserCreated',
        entityType: 'user',
        entityId: user.id,
        payload: { email: demo.email, name: demo.name, isRegistryAdmin, onboardingStatus },
      },
    ]);
  }
  return people as DemoPeople;
}
