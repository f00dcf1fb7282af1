import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { RegistryRequest } from '@safc/domain';
import { RequestSummary } from './request-summary';

const request = (kind: RegistryRequest['kind'], payload: unknown): RegistryRequest => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind,
  status: 'pending',
  companyId: null,
  companyName: null,
  accountId: null,
  accountName: null,
  issuanceId: null,
  requestedBy: { id: '22222222-2222-4222-8222-222222222222', name: 'Marta Nowak', email: 'm@example.com' },
  payload,
  documents: [],
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  createdAt: '2026-11-26T04:39:00.000Z',
});

// Walked as the administrator (2026-11-29): the onboarding request read "Last name Nowak, First name Marta"
// and "City Gdańsk, Name ..., Email ..., State ..., Country PL" (the stored JSON's key order and codes), and an
// account request "type: generalHoldingAccount".
describe('<RequestSummary>: a request reads in the words and order of its form', () => {
  afterEach(() => cleanup());

  it('an onboarding request lists the applicant and the company in the form order, the country by name', () => {
    render(
      <RequestSummary
        request={request('CompanyOnboardRequest', {
          user: {
            lastName: 'Nowak',
            firstName: 'Marta',
            phoneNumber: '+48 58 555 0130',
            employerName: 'BGAF',
          },
          company: {
            city: 'Gdańsk',
            name: 'Baltic Green Aviation Fuels',
            email: 'office@balticgreen.example',
            state: 'Pomorskie',
            address: 'ul. Marynarki Polskiej 59',
            country: 'PL',
            website: 'https://balticgreen.example',
            postcode: '80-557',
          },
        })}
      />,
    );
    expect(
      screen.getByText('Applicant: First name Marta, Last name Nowak, Employer BGAF, Phone +48 58 555 0130'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Company: Name Baltic Green Aviation Fuels, Address line 1 ul. Marynarki Polskiej 59, City Gdańsk, ' +
          'State Pomorskie, Postcode 80-557, Country Poland, Website https://balticgreen.example, ' +
          'Email office@balticgreen.example',
      ),
    ).toBeTruthy();
  });

  it('an account request names the account type as the account form does', () => {
    render(
      <RequestSummary
        request={request('AccountCreateRequest', {
          type: 'generalHoldingAccount',
          name: 'SkyWays Airlines - Corporate Programme',
        })}
      />,
    );
    expect(
      screen.getByText(
        'Name: SkyWays Airlines - Corporate Programme · Account type: General Holding Account',
      ),
    ).toBeTruthy();
  });
});
