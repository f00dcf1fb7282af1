import pg from 'pg';

type Query = pg.Client['query'];

/**
 * What the API sends PostgreSQL meanwhile (a pool's connections are pg.Clients): each query's text, or its
 * prepared statement's name. PostgreSQL only; on PGlite nothing is recorded.
 */
export function recordQueries(): { sent: string[]; stop: () => void } {
  const sent: string[] = [];
  const original: Query = pg.Client.prototype.query;
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: Parameters<Query>) {
    const [first] = args as unknown[];
    const config = first as { name?: string; text?: string } | string;
    sent.push(typeof config === 'string' ? config : (config.name ?? config.text ?? ''));
    return (original as (...values: unknown[]) => unknown).apply(this, args);
  } as Query;
  return { sent, stop: () => (pg.Client.prototype.query = original) };
}
