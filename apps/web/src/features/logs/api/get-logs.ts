import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LogPageSchema, type LogListQuery, type LogPage } from '@safc/domain';
import { http } from '../../../lib/http';
import { logKeys } from '../../../lib/query-keys/logs';

/** GET /api/logs: administrators see every event, company users their company's; newest first. */
export const getLogs = (query: LogListQuery): Promise<LogPage> =>
  http('/api/logs', { query: { ...query }, response: LogPageSchema });

export function useLogs(query: LogListQuery) {
  return useQuery({
    queryKey: logKeys.list(query),
    queryFn: () => getLogs(query),
    placeholderData: keepPreviousData,
  });
}
