import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import type { TestApp } from './app';

export type SecondInstance = Awaited<ReturnType<typeof buildApp>>;

/**
 * Listens on 127.0.0.1 (ephemeral port) and, on PostgreSQL, starts a second API instance with a pool of its
 * own on the same database (DESIGN §10), so requests sent to both really run at once. Answers the base URLs
 * and the second instance, to close after the test.
 */
export async function listenOnInstances(app: TestApp): Promise<{ bases: string[]; second?: SecondInstance }> {
  const bases: string[] = [];
  await app.listen({ host: '127.0.0.1', port: 0 });
  bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  const url = app.database.pool?.options.connectionString;
  if (!url) return { bases };
  const database = await openDatabase({ databaseUrl: url });
  const second = await buildApp({ config: app.config, database });
  second.addHook('onClose', () => database.close());
  await second.listen({ host: '127.0.0.1', port: 0 });
  bases.push(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}`);
  return { bases, second };
}
