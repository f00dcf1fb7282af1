import type { LogListQuery } from '@safc/domain';

// Query keys of the event log (GET /api/logs), one per filter and page.
export const logKeys = {
  all: ['logs'] as const,
  list: (query: LogListQuery) => [...logKeys.all, 'list', query] as const,
};
