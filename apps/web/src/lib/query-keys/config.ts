// Query key of GET /api/config: read once per page load, never stale.
export const configKeys = {
  all: ['config'] as const,
};
