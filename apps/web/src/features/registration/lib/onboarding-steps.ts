// Forms spec §2: the onboarding wizard's three steps, and the fields each one answers for, so "Next"
// validates only what the step shows.

export const ONBOARDING_STEPS = ['Personal Info', 'Company information', 'Upload'] as const;

export const ONBOARDING_STEP_FIELDS = [
  ['user.firstName', 'user.middleName', 'user.lastName', 'user.employerName', 'user.phoneNumber'],
  [
    'company.name',
    'company.city',
    'company.state',
    'company.country',
    'company.postcode',
    'company.address',
    'company.address2',
    'company.website',
    'company.email',
  ],
  ['companyUploads'],
] as const;

export const EMPTY_ONBOARDING_FORM = {
  user: { firstName: '', middleName: '', lastName: '', employerName: '', phoneNumber: '' },
  company: {
    name: '',
    address: '',
    address2: '',
    city: '',
    state: '',
    postcode: '',
    country: '',
    website: '',
    email: '',
  },
  companyUploads: [] as File[],
};
