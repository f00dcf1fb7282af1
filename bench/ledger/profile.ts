import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { prepareLedger } from './prepare-ledger';
import { databaseUrl, freePort, onServer, repositoryRoot, startApi, stopApi } from './bench-support';
import { parseSamples, summariseSamples } from './perf-samples';
import { runTransferLoad } from './transfer-load';
import { positiveFromEnv } from '../env';

// `npm run ledger:profile -w @safc/bench`: the ledger load for a few seconds while `perf` samples every core,
// then who used the machine's CPU and where, per transfer (bench/results/ledger-profile.txt). The API runs
// with --perf-prof so that perf names its JavaScript functions.

const SECONDS = positiveFromEnv('BENCH_SECONDS', 8);
const CLIENTS = 32;
const FREQUENCY = 999;

/** Runs a command to its end; with `output`, its standard output goes to that file, written whole first. */
async function run(command: string, args: string[], output?: string): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', output ? 'pipe' : 'inherit', 'inherit'] });
  const written = output && child.stdout ? finished(child.stdout.pipe(createWriteStream(output))) : undefined;
  const [code] = (await once(child, 'close')) as [number | null];
  await written;
  if (code !== 0) throw new Error(`${command} exited with ${code}`);
}

async function main(): Promise<void> {
  try {
    execFileSync('perf', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'ledger:profile samples with perf: install it first (Debian: apt-get install linux-perf)',
    );
  }
  const name = `safc_profile_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'safc-profile-'));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(name).toString() });
    await migrateDatabase(database);
    await seedDemoRegistry(database.db);
    const ledger = await prepareLedger(database.db, CLIENTS, 600);
    await database.close();
    const port = await freePort();
    // --perf-prof writes each piece of code V8 compiles, with its address and time, to jit-<pid>.dump in the
    // API's working folder (this run's own): V8 reuses the addresses of code it has collected, so a plain
    // symbol map (--perf-basic-prof) named some of the load's samples after start-up code (YAML, the OpenAPI
    // formats). Interpreted frames get a native frame of their own, so the stacks pass through them.
    const api = await startApi(
      databaseUrl(name),
      port,
      ['--perf-prof', '--interpreted-frames-native-stack'],
      {},
      folder,
    );
    const base = `http://127.0.0.1:${port}`;
    // Warmed up first: the measured seconds are the API's optimised code, not V8 compiling it.
    await runTransferLoad(base, ledger, 4);
    const data = path.join(folder, 'perf.data');
    // perf's cache of the binaries it sampled (and of the jitted code's ELF files), kept with this run.
    const buildIds = ['--buildid-dir', path.join(folder, 'build-ids')];
    const recording = run('perf', [
      ...buildIds,
      'record',
      '-a',
      '-g',
      '-k',
      'mono',
      '-F',
      String(FREQUENCY),
      '-o',
      data,
      '--',
      'sleep',
      String(SECONDS),
    ]);
    const load = await runTransferLoad(base, ledger, SECONDS);
    await recording;
    // The jitted code's names come from the API's jit-<pid>.dump, as ELF files `perf inject` writes beside it.
    const script = path.join(folder, 'perf.txt');
    const injected = path.join(folder, 'perf.jit.data');
    await run('perf', [...buildIds, 'inject', '--jit', '-i', data, '-o', injected]);
    await run('perf', [...buildIds, 'script', '-i', injected, '-F', 'comm,pid,tid,ip,sym,dso'], script);
    await stopApi(api, 'SIGINT');
    const profile = summariseSamples(
      parseSamples(await readFile(script, 'utf8')),
      { api: api.pid ?? -1, loadGenerator: process.pid },
      { frequency: FREQUENCY, transfers: load.completed },
    );
    const summary = `${JSON.stringify(load)}\n\n${profile}\n`;
    await writeFile(path.join(repositoryRoot, 'bench/results/ledger-profile.txt'), summary);
    console.log(summary);
  } finally {
    await rm(folder, { recursive: true, force: true });
    await onServer(`drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
