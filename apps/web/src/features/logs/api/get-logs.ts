import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventType } from '@safc/domain';
import { http } from '../../../lib/http';

/** One event of the log (DESIGN §8), newest first. */
export interface LogEvent {
  id: string;
  seq: number;
  at: string;
  type: EventType;
  actorId: string | null;
  actorName: string | null;
  companyId: string | null;
  companyName: string | null;
  accountId: string | null;
  accountName: string | null;
  entityType: string;
  entityId: string;
  payload: Record<string, unknown>;
  hash: string;
}

export interface LogsQuery {
  type?: EventType;
  accountId?: string;
  userId?: string;
  /** 'YYYY-MM-DD', inclusive. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface LogsPage {
  items: LogEvent[];
  total: number;
  page: number;
  pageSize: number;
}

export const logsKey = (query: LogsQuery) => ['logs', 'list', query] as const;

/** GET /api/logs: administrators see every event, company users their company's. */
export const getLogs = (query: LogsQuery): Promise<LogsPage> =>
  http<LogsPage>('/api/logs', { query: { ...query } });

export function useLogs(query: LogsQuery) {
  return useQuery({
    queryKey: logsKey(query),
    queryFn: () => getLogs(query),
    placeholderData: keepPreviousData,
  });
}
