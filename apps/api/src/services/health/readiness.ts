import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/query-rows';
import { codeMigrationLevel, readRegistryState } from '../../ops/registry-state';

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; logKey: boolean };
  /** What is wrong, for the person reading the load balancer's log. */
  message?: string;
}

/** A probe answers within this, whatever hangs: a load balancer's own timeout is a few seconds. */
export const READINESS_TIMEOUT_MS = 3_000;

/**
 * Whether this process should be sent requests (decision 118): its database answers, holds every migration
 * this code knows (a newer one, applied by the next version during an upgrade, is fine: migrations only add),
 * and the public log's signing key is loaded. Each check runs only if the one before passed.
 */
export async function checkReadiness(app: FastifyInstance): Promise<Readiness> {
  const checks = { database: false, migrations: false, logKey: false };
  if (app.stopping) return { ready: false, checks, message: 'This process is stopping' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      (async () => {
        await queryRows(app.database.db, sql`select 1`);
        checks.database = true;
        const { migration } = await readRegistryState(app.database.db);
        checks.migrations = migration.count >= codeMigrationLevel().count && hasEvery(migration.last);
        if (!checks.migrations) return;
        await app.logSigner();
        checks.logKey = true;
      })(),
      timeout,
    ]);
  } catch {
    // The failed check is the first one still false.
  } finally {
    clearTimeout(timer);
  }
  const ready = checks.database && checks.migrations && checks.logKey;
  return ready ? { ready, checks } : { ready, checks, message: MESSAGES[firstFailed(checks)] };
}

/** The database's last migration is this code's last, or one after it (unknown to this code). */
function hasEvery(last: string | null): boolean {
  return last !== null && (last === codeMigrationLevel().last || last.startsWith('unknown migration'));
}

const MESSAGES = {
  database: 'The registry cannot reach its database; it reconnects by itself once the database is back',
  migrations:
    'The database lacks migrations this version needs: they apply when a process of this version starts',
  logKey: 'The public log signing key is not loaded yet',
} as const;

function firstFailed(checks: Readiness['checks']): keyof Readiness['checks'] {
  return !checks.database ? 'database' : !checks.migrations ? 'migrations' : 'logKey';
}
