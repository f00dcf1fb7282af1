// Query keys of the caller's tokens (GET /api/auth/token): creating or revoking one refreshes the list.
export const tokenKeys = {
  all: ['auth', 'tokens'] as const,
};
