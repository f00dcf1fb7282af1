import { companies, companyMemberships, requests } from '../schema';
import type { DemoPeople } from './seed-people';
import { recordEvents, type EventTx } from '../../services/events/record-events';

const BALTIC_COMPANY = {
  name: 'Baltic Green Aviation Fuels Sp. z o.o.',
  address: 'ul. Marynarki Polskiej 59',
  city: 'Gdańsk',
  state: 'Pomorskie',
  postcode: '80-557',
  country: 'PL',
  website: 'https://balticgreen.example',
  email: 'office@balticgreen.example',
};

/**
 * A company representative who has sent the onboarding form: the company awaits review and the
 * CompanyOnboardRequest awaits the administrator, so the user lands on the company page.
 */
export async function seedPendingOnboarding(tx: EventTx, people: DemoPeople, createdAt: Date): Promise<void> {
  const [company] = await tx
    .insert(companies)
    .values({ ...BALTIC_COMPANY, status: 'awaitingReview', createdAt, updatedAt: createdAt })
    .returning({ id: companies.id });
  if (!company) throw new Error('seedPendingOnboarding: the company was not inserted');
  await tx
    .insert(companyMemberships)
    .values({ companyId: company.id, userId: people.pending, role: 'companyRepresentative', createdAt });

  const [request] = await tx
    .insert(requests)
    .values({
      kind: 'CompanyOnboardRequest',
      companyId: company.id,
      requestedBy: people.pending,
      payload: {
        user: {
          firstName: 'Marta',
          middleName: '',
          lastName: 'Nowak',
          employerName: BALTIC_COMPANY.name,
          phoneNumber: '+48 58 555 0130',
        },
        company: { ...BALTIC_COMPANY, address2: '' },
      },
      createdAt,
    })
    .returning({ id: requests.id });
  if (!request) throw new Error('seedPendingOnboarding: the request was not inserted');

  await recordEvents(tx, [
    {
      type: 'CompanyCreated',
      actorId: people.pending,
      companyId: company.id,
      entityType: 'company',
      entityId: company.id,
      payload: { name: BALTIC_COMPANY.name, country: BALTIC_COMPANY.country, status: 'awaitingReview' },
    },
  ]);
  await recordEvents(tx, [
    {
      type: 'RequestCreated',
      actorId: people.pending,
      companyId: company.id,
      entityType: 'request',
      entityId: request.id,
      payload: { kind: 'CompanyOnboardRequest' },
    },
  ]);
}
