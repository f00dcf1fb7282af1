import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { prepareLedger } from './prepare-ledger';
import { databaseUrl, freePort, onServer, repositoryRoot, startApi, stopApi } from './bench-support';
import { summariseProfile } from './summarise-profile';
import { runTransferLoad } from './transfer-load';

// `npm run ledger:profile -w @safc/bench`: the ledger load for a few seconds against an API started with
// --cpu-prof, then where its main thread spent the time (bench/results/ledger-profile.txt).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CLIENTS = 32;

async function main(): Promise<void> {
  const name = `safc_profile_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'safc-profile-'));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(name).toString() });
    await migrateDatabase(database);
    await seedDemoRegistry(database.db);
    const ledger = await prepareLedger(database.db, CLIENTS, 300);
    await database.close();
    const port = await freePort();
    const api = await startApi(databaseUrl(name), port, ['--cpu-prof', `--cpu-prof-dir=${folder}`]);
    const base = `http://127.0.0.1:${port}`;
    await runTransferLoad(base, ledger, 2);
    const load = await runTransferLoad(base, ledger, SECONDS);
    await stopApi(api, 'SIGINT');
    // The process exits right after the load: its last `load.seconds` are the measured load, not the start-up.
    const summary = `${JSON.stringify(load)}\n\n${await summariseProfile(folder, load.seconds)}\n`;
    await writeFile(path.join(repositoryRoot, 'bench/results/ledger-profile.txt'), summary);
    console.log(summary);
  } finally {
    await onServer(`drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
