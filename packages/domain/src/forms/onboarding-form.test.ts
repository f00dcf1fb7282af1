import { describe, expect, it } from 'vitest';
import { MB } from '../constants';
import { companyEditSchema } from '../requests/company-requests';
import { COMPANY_EMAIL_MESSAGE, onboardingFormSchema } from './onboarding-form';

const pdf = (size = 1000) => ({ name: 'letter.pdf', size, type: 'application/pdf' });
const files = (count: number) => Array.from({ length: count }, () => pdf());
const valid = () => ({
  user: { firstName: 'Ada', lastName: 'Lovelace', employerName: 'SkyNRG', phoneNumber: '+31 20 123 4567' },
  company: {
    name: 'SkyNRG',
    address: 'Kabelweg 21',
    city: 'Amsterdam',
    postcode: '1014 BA',
    country: 'NL',
    website: 'https://skynrg.example',
    email: 'info@skynrg.example',
  },
  companyUploads: [pdf()],
});

const messagesOf = (change: (form: ReturnType<typeof valid>) => void) => {
  const form = valid();
  change(form);
  const result = onboardingFormSchema.safeParse(form);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('onboarding form (forms spec §5 "Onboarding")', () => {
  it.each<[string, (form: ReturnType<typeof valid>) => void, string[]]>([
    ['a valid application', () => {}, []],
    ['required user field: firstName', (f) => void (f.user.firstName = ''), ['user.firstName: Required']],
    [
      'required user field: phoneNumber',
      (f) => void (f.user.phoneNumber = ' '),
      ['user.phoneNumber: Required'],
    ],
    [
      'required company field: postcode',
      (f) => void (f.company.postcode = ''),
      ['company.postcode: Required'],
    ],
    [
      'country from a country list',
      (f) => void (f.company.country = 'XX'),
      ['company.country: Choose a country from the list'],
    ],
    [
      'the email must match a pattern',
      (f) => void (f.company.email = 'info@skynrg'),
      [`company.email: ${COMPANY_EMAIL_MESSAGE}`],
    ],
    ['the email must be at least 6 characters: 6', (f) => void (f.company.email = 'a@b.nl'), []],
    [
      'the email must be at least 6 characters: 5',
      (f) => void (f.company.email = 'a@.nl'),
      [`company.email: ${COMPANY_EMAIL_MESSAGE}`],
    ],
    [
      'companyUploads: 1 to 10 files: none is refused',
      (f) => void (f.companyUploads = []),
      ['companyUploads: Required'],
    ],
    ['companyUploads: 1 to 10 files: 10 are accepted', (f) => void (f.companyUploads = files(10)), []],
    [
      'companyUploads: 1 to 10 files: the 11th exceeds the count',
      (f) => void (f.companyUploads = files(11)),
      ['companyUploads.10: Exceeded maximum files count', 'companyUploads: an error occurred'],
    ],
    ['each at most 10 MB: 10,485,760 bytes', (f) => void (f.companyUploads = [pdf(10 * MB)]), []],
    [
      'each at most 10 MB: one byte more',
      (f) => void (f.companyUploads = [pdf(10 * MB + 1)]),
      ['companyUploads.0: Exceeded maximum file size', 'companyUploads: an error occurred'],
    ],
    [
      'PNG, JPEG or PDF: a CSV is not supported',
      (f) => void (f.companyUploads = [{ name: 'list.csv', size: 10, type: 'text/csv' }]),
      ['companyUploads.0: Not supported', 'companyUploads: an error occurred'],
    ],
    [
      'PNG, JPEG or PDF: a JPEG',
      (f) => void (f.companyUploads = [{ name: 'id.jpg', size: 10, type: 'image/jpeg' }]),
      [],
    ],
  ])('%s', (_rule, change, expected) => {
    expect(messagesOf(change)).toEqual(expected);
  });
});

// Walked as the administrator (2026-11-29): a company name of 500 characters and a postcode of 300 were saved
// (the company page then ran 10,000 px wide), while an account name stops at 200 and profile settings refuse
// an employer over 200 or a phone over 50 that onboarding took (docs/decisions/082).
describe('onboarding and company fields: the lengths the registry holds elsewhere', () => {
  it.each<[string, (form: ReturnType<typeof valid>) => void, string]>([
    ['company name', (f) => void (f.company.name = 'N'.repeat(201)), 'company.name: At most 200 characters'],
    [
      'address line',
      (f) => void (f.company.address = 'A'.repeat(201)),
      'company.address: At most 200 characters',
    ],
    [
      'postcode',
      (f) => void (f.company.postcode = '9'.repeat(21)),
      'company.postcode: At most 20 characters',
    ],
    ['website', (f) => void (f.company.website = 'w'.repeat(201)), 'company.website: At most 200 characters'],
    [
      'company e-mail',
      (f) => void (f.company.email = `${'e'.repeat(250)}@x.example`),
      'company.email: At most 254 characters',
    ],
    [
      'employer',
      (f) => void (f.user.employerName = 'E'.repeat(201)),
      'user.employerName: At most 200 characters',
    ],
    ['phone', (f) => void (f.user.phoneNumber = '4'.repeat(51)), 'user.phoneNumber: At most 50 characters'],
  ])('a %s too long is refused naming its length', (_field, change, message) => {
    expect(messagesOf(change)).toEqual([message]);
  });

  it('a company edit is held to the same lengths', () => {
    expect(companyEditSchema.safeParse({ name: 'N'.repeat(201) }).error?.issues[0]?.message).toBe(
      'At most 200 characters',
    );
    expect(companyEditSchema.safeParse({ name: 'N'.repeat(200) }).success).toBe(true);
  });
});
