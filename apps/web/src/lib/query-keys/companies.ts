// Query keys of companies shared across features (the company pickers of actions and billing).
export const companyOptionKeys = {
  /** Under the companies feature's own list keys, so a change to a company refreshes the pickers too. */
  options: () => ['companies', 'list'] as const,
};
