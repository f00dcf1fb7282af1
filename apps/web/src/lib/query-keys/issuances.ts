// Query keys of /api/issuances: an issuance step or decision refreshes everything under 'issuances'.
export const issuanceKeys = {
  all: ['issuances'] as const,
  list: () => [...issuanceKeys.all, 'list'] as const,
  detail: (issuanceId: string | null) => [...issuanceKeys.all, 'detail', issuanceId] as const,
};
