import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPgliteFolder } from '../../src/db/client';

// `npm run backup` and `npm run restore` as an operator runs them, on the embedded PGlite (decision 030).
// PGlite is PostgreSQL inside one process: a backup opening the data folder of the running registry would
// replay and write its pages beside it. The backup refuses, naming the process; once it has ended, the backup
// is written and says that a LOG_SIGNING_KEY given by the environment is not in it. PGlite runs only.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

function command(file: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', file, ...args],
      { cwd: repositoryRoot, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A process that opens DATA_DIR as the registry does (openDatabase, which takes the folder's lock) and keeps
 * it open until killed: the running registry, without its web server.
 */
async function holdDataFolder(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { openDatabase } = await import('./apps/api/src/db/client.ts');
    await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    console.log('open');
    setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    child.once('exit', (code) => reject(new Error(`the holding process exited (${code}): ${errors}`)));
  });
  return child;
}

describe.skipIf(process.env.DATABASE_URL)('npm run backup on PGlite', () => {
  const logSigningKey = `PRIVATE+KEY+registry.test/public-log+0badc0de+${Buffer.concat([Buffer.from([1]), randomBytes(32)]).toString('base64')}`;
  let folder: string;
  let env: Record<string, string>;
  let holder: ChildProcess | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'safc-backup-command-'));
    env = {
      DATABASE_URL: '',
      DATA_DIR: path.join(folder, 'data'),
      APP_ENV: 'development',
      SEED_DEMO: 'true',
      PUBLIC_URL: 'http://registry.test',
      LOG_SIGNING_KEY: logSigningKey,
    };
    // The registry's folder, migrated: a copy of the run's migrated template, as the registry would leave it.
    const template = new Blob([await readFile(inject('databaseTemplates').bare)]);
    await (await openPgliteFolder(env.DATA_DIR!, 'the test', template)).close();
    holder = await holdDataFolder(env.DATA_DIR!);
  }, 240_000);

  afterAll(async () => {
    holder?.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses while the registry holds the folder, naming its process; once that process is gone (even killed), writes the backup and says the log key is not in it', async () => {
    const target = path.join(folder, 'backup');
    const refused = await command('apps/api/src/ops/backup-command.ts', [target], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Backup failed: The PGlite data folder ${env.DATA_DIR} is in use by process ${holder!.pid} (the registry). PGlite admits one process: stop that one first`,
    );
    expect(existsSync(target) ? await readdir(target) : []).toEqual([]);

    // Killed without a chance to let go: its lock is stale and the backup takes it over.
    const ended = new Promise((resolve) => holder!.once('exit', resolve));
    holder!.kill('SIGKILL');
    await ended;
    expect(existsSync(`${env.DATA_DIR}.lock`)).toBe(true);
    const written = await command('apps/api/src/ops/backup-command.ts', [target], env);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain(`Backup written to ${target}`);
    expect(written.stderr).toContain(
      'Warning: LOG_SIGNING_KEY comes from the environment and is not in this backup: keep that key (registry.test/public-log) yourself',
    );
    // The backup let go of the folder: the registry can start again.
    expect(existsSync(`${env.DATA_DIR}.lock`)).toBe(false);

    // Restored elsewhere without the key: every check passes, and the restore says to set the key.
    const restored = await command('apps/api/src/ops/restore-command.ts', [target], {
      ...env,
      DATA_DIR: path.join(folder, 'restored'),
      LOG_SIGNING_KEY: '',
    });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).not.toContain('FAIL');
    expect(restored.stdout).toMatch(/ok {3}hash chain/);
    expect(restored.stderr).toContain(
      'Warning: The backed-up registry signed its public log with LOG_SIGNING_KEY registry.test/public-log, which is not in the backup: set LOG_SIGNING_KEY to that key before npm start',
    );
  }, 300_000);
});
