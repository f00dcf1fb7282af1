import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { batchFingerprint } from '@safc/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { peerMatchesOf } from '../../apps/api/src/services/peers/batch-matches';
import { logSignerOf, parseSignerKey } from '../../apps/api/src/services/public-log/log-signer';
import {
  backendPids,
  cpuMsOf,
  peakRssMb,
  percentile,
  databaseUrl,
  onServer,
  repositoryRoot,
  startApi,
  stopApi,
} from '../ledger/bench-support';
import { positiveFromEnv } from '../env';
import { batchOf, documentOf, peerLogSize, preparePeerLog, SQL_HASHES_OF_N } from './prepare-peer-log';

// Peer registries (issue 40): a registry follows a peer's public log of 1,000,000 issued leaves from zero (the
// follower job of a real API process: signed checkpoint, leaves 1,000 a call, their root checked, the batches
// kept), beside `psql \copy` of the same leaves and a plain HTTP read of them; then one submission is checked
// against the 1,000,000 peer fingerprints (peerMatchesOf, what GET /api/issuances/{id} and the approval ask;
// and GET /api/public/batches/{hash}), beside pgbench running the same SQL. PostgreSQL on 127.0.0.1, databases
// peers_bench_log and peers_bench_follower, dropped at the end unless BENCH_KEEP=1.

const exec = promisify(execFile);
const LEAVES = positiveFromEnv('BENCH_LEAVES', 1_000_000);
const LOOKUPS = positiveFromEnv('BENCH_LOOKUPS', 2_000);
const PGBENCH_SECONDS = positiveFromEnv('BENCH_SECONDS', 10);
/** The peer's and the follower's ports (this project's machines give each engineer a range). */
const PEER_PORT = positiveFromEnv('BENCH_PORT', 4200);
const FOLLOWER_PORT = PEER_PORT + 1;
const PEER_DATABASE = 'peers_bench_log';
const FOLLOWER_DATABASE = 'peers_bench_follower';
/** BENCH_KEEP=1: reuse the peer log of an earlier BENCH_KEEP run when it holds LEAVES leaves, and keep it. */
const KEEP = process.env.BENCH_KEEP === '1';
/**
 * The peer's log key in Go's note format, from a fixed seed so that a kept log stays verifiable by the next run
 * (the key hash field is not read by the signer, which computes its own).
 */
const PEER_SIGNING_KEY = `PRIVATE+KEY+bench-peer.test/public-log+00000000+${Buffer.concat([
  Buffer.from([1]),
  createHash('sha256').update('safc bench peer').digest(),
]).toString('base64')}`;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rowsOf<Row extends pg.QueryResultRow>(url: URL, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The reference for reading: `psql \copy` of the same leaves' canonical texts, in tree order, to /dev/null. */
async function psqlCopy(url: URL): Promise<number> {
  const start = performance.now();
  await exec('psql', [
    url.toString(),
    '-q',
    '-c',
    `\\copy (select leaf from log_leaves where leaf_index < ${LEAVES} order by leaf_index) to '/dev/null'`,
  ]);
  return (performance.now() - start) / 1000;
}

/** A second reference: the peer's leaves call read page by page over HTTP, nothing checked or stored. */
async function httpRead(base: string): Promise<number> {
  const start = performance.now();
  for (let from = 0; from < LEAVES; from += 1000) {
    const response = await fetch(
      `${base}/api/public/log/leaves?start=${from}&end=${Math.min(LEAVES, from + 1000)}`,
    );
    if (!response.ok) throw new Error(`leaves ${from}: HTTP ${response.status}`);
    await response.json();
  }
  return (performance.now() - start) / 1000;
}

interface Follow {
  seconds: number;
  idleRss: number;
  rss: number;
  cpu: { api: number; database: number };
  batches: number;
}

/** Starts the follower registry and waits for its job to verify the whole log; times it from the lease. */
async function follow(followerUrl: URL, peerBase: string, verifierKey: string): Promise<Follow> {
  const api = await startApi(followerUrl, FOLLOWER_PORT, [], {
    PEER_REGISTRIES: `${peerBase} ${verifierKey}`,
  });
  try {
    const pid = api.pid ?? 0;
    const idleRss = await peakRssMb(pid);
    const database = await openDatabase({ databaseUrl: followerUrl.toString() });
    try {
      const state = async () =>
        (
          await queryRows<{ leased: boolean; size: number; status: string; detail: string | null }>(
            database.db,
            sql`select lease_until is not null as leased, tree_size::int as size, status, detail from peer_logs`,
          )
        )[0];
      // The job's first run takes the lease (a few seconds after the start): the clock starts there.
      while (!(await state())?.leased) await sleep(50);
      const start = performance.now();
      const apiCpu = cpuMsOf([pid]);
      const databaseCpu = await databaseCpuMs(FOLLOWER_DATABASE);
      for (;;) {
        const now = await state();
        if (now?.size === LEAVES && now.status === 'ok') break;
        if (now?.status === 'inconsistent')
          throw new Error(`the follower found the peer inconsistent: ${now.detail}`);
        await sleep(100);
      }
      const seconds = (performance.now() - start) / 1000;
      const cpu = {
        api: (cpuMsOf([pid]) - apiCpu) / 1000,
        database: ((await databaseCpuMs(FOLLOWER_DATABASE)) - databaseCpu) / 1000,
      };
      const [kept] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from peer_batches`,
      );
      return { seconds, idleRss, rss: await peakRssMb(pid), cpu, batches: kept?.n ?? 0 };
    } finally {
      await database.close();
    }
  } finally {
    await stopApi(api);
  }
}

/** CPU ms so far of the server processes serving a database (the follower's writes). */
async function databaseCpuMs(name: string): Promise<number> {
  return cpuMsOf(await backendPids(name));
}

/** Submissions' hashes: every other one a batch the peer issued (a leaf's), the others nobody issued. */
const submissionNumbers = () =>
  Array.from({ length: LOOKUPS }, (_, k) => (k % 2 === 0 ? 1 + ((k * 7919) % LEAVES) : LEAVES + 1 + k));

interface Latency {
  p50: number;
  p95: number;
  mean: number;
}
const latencyOf = (times: number[]): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
};

/** peerMatchesOf as the registry asks it for a submitted issuance, one at a time, on the follower's pool. */
async function matchLatencies(followerUrl: URL): Promise<{ latency: Latency; hits: number }> {
  const database = await openDatabase({ databaseUrl: followerUrl.toString() });
  try {
    const times: number[] = [];
    let hits = 0;
    for (const n of submissionNumbers()) {
      const hashes = { batchFingerprint: await batchFingerprint(batchOf(n)), documentSha256: documentOf(n) };
      const start = performance.now();
      const matches = await peerMatchesOf(database.db, hashes);
      times.push(performance.now() - start);
      if (matches.length > 0) hits += 1;
    }
    return { latency: latencyOf(times), hits };
  } finally {
    await database.close();
  }
}

/** GET /api/public/batches/{hash} of the follower, one at a time: the public Check a batch. */
async function publicCheckLatencies(
  followerUrl: URL,
  peerBase: string,
  verifierKey: string,
): Promise<Latency> {
  const api = await startApi(followerUrl, FOLLOWER_PORT, [], {
    PEER_REGISTRIES: `${peerBase} ${verifierKey}`,
  });
  try {
    const times: number[] = [];
    for (const n of submissionNumbers()) {
      const hash = await batchFingerprint(batchOf(n));
      const start = performance.now();
      const response = await fetch(`http://127.0.0.1:${FOLLOWER_PORT}/api/public/batches/${hash}`);
      await response.arrayBuffer();
      times.push(performance.now() - start);
      if (response.status !== (n <= LEAVES ? 200 : 404))
        throw new Error(`batch ${n}: HTTP ${response.status}`);
    }
    return latencyOf(times);
  } finally {
    await stopApi(api);
  }
}

/**
 * The reference for one check: pgbench, one client, running peerMatchesOf's SQL with the hashes computed in
 * the statement (batchOf(n) and documentOf(n) written in SQL), half hits as the bench's; its per-transaction log
 * gives the same percentiles.
 */
async function pgbenchLatencies(url: URL): Promise<Latency> {
  const { fingerprint, document } = SQL_HASHES_OF_N;
  const script = `/tmp/peers-bench-check.sql`;
  const prefix = `/tmp/peers-bench-pgbench-${process.pid}`;
  await writeFile(
    script,
    `\\set n random(1, ${2 * LEAVES})
select pb.origin, pb.serial, pb.issued_at::text as "issuedAt"
  from peer_batches pb join peer_logs pl on pl.origin = pb.origin and pb.leaf_index < pl.tree_size
 where pb.batch_fingerprint = ${fingerprint} or pb.document_sha256 = ${document}
 order by pb.issued_at, pb.origin, pb.serial limit 100;
`,
  );
  await exec('pgbench', [
    '-n',
    '-c',
    '1',
    '-T',
    String(PGBENCH_SECONDS),
    '-f',
    script,
    '-l',
    `--log-prefix=${prefix}`,
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    url.pathname.slice(1),
  ]);
  const times: number[] = [];
  for (const file of (await readdir('/tmp')).filter((name) => name.startsWith(path.basename(prefix)))) {
    const text = await readFile(path.join('/tmp', file), 'utf8');
    // client_id transaction_no time(µs) script_no time_epoch time_us
    for (const line of text.split('\n').filter(Boolean)) times.push(Number(line.split(' ')[2]) / 1000);
    await rm(path.join('/tmp', file));
  }
  return latencyOf(times);
}

async function main() {
  const loadAtStart = load();
  const peerUrl = databaseUrl(PEER_DATABASE);
  const followerUrl = databaseUrl(FOLLOWER_DATABASE);
  const { name, privateKey } = parseSignerKey(PEER_SIGNING_KEY);
  const signer = logSignerOf(name, privateKey);
  const verifierKey = signer.verifierKey;

  let reuse = false;
  if (KEEP) {
    try {
      const kept = await openDatabase({ databaseUrl: peerUrl.toString() });
      reuse = (await peerLogSize(kept.db)) === LEAVES;
      await kept.close();
    } catch {
      reuse = false;
    }
  }
  for (const database of reuse ? [FOLLOWER_DATABASE] : [PEER_DATABASE, FOLLOWER_DATABASE]) {
    await onServer(`drop database if exists ${database} with (force)`);
    await onServer(`create database ${database}`);
  }
  try {
    let prepareSeconds = 0;
    if (!reuse) {
      const peer = await openDatabase({ databaseUrl: peerUrl.toString() });
      await migrateDatabase(peer);
      const start = performance.now();
      await preparePeerLog(peer.db, signer, LEAVES);
      prepareSeconds = (performance.now() - start) / 1000;
      await peer.close();
    }
    const follower = await openDatabase({ databaseUrl: followerUrl.toString() });
    await migrateDatabase(follower);
    await follower.close();

    const peerApi = await startApi(peerUrl, PEER_PORT, [], { LOG_SIGNING_KEY: PEER_SIGNING_KEY });
    const peerBase = `http://127.0.0.1:${PEER_PORT}`;
    try {
      const loadBeforeFollow = load();
      const copySeconds = await psqlCopy(peerUrl);
      console.log('psql \\copy', copySeconds);
      const httpSeconds = await httpRead(peerBase);
      console.log('HTTP read', httpSeconds);
      const followed = await follow(followerUrl, peerBase, verifierKey);
      console.log('follow', followed);
      const loadAfterFollow = load();
      if (followed.batches !== LEAVES) throw new Error(`the follower kept ${followed.batches} batches`);

      const [{ size } = { size: '' }] = await rowsOf<{ size: string }>(
        followerUrl,
        `select pg_size_pretty(pg_total_relation_size('peer_batches')) as size`,
      );
      const matches = await matchLatencies(followerUrl);
      console.log('peerMatchesOf', matches);
      const publicCheck = await publicCheckLatencies(followerUrl, peerBase, verifierKey);
      console.log('GET /api/public/batches', publicCheck);
      const reference = await pgbenchLatencies(followerUrl);
      console.log('pgbench', reference);
      const loadAtEnd = load();

      const perSecond = (seconds: number) => Math.round(LEAVES / seconds).toLocaleString('en-US');
      const ms = (value: number) => value.toFixed(2);
      const lines = [
        '# Peer registries benchmark (issue 40)',
        '',
        `Run ${new Date().toISOString()} by \`npm run peers -w @safc/bench\` (bench/peers/run.ts), PostgreSQL on 127.0.0.1,`,
        `each registry one API process as \`npm start\` runs it. Load average (1, 5, 15 min) at the start: ${loadAtStart};`,
        `before the follow: ${loadBeforeFollow}; after it: ${loadAfterFollow}; at the end: ${loadAtEnd}, on a 2-core machine`,
        "that others share: figures are this run's, ratios are to references measured in the same run, minutes apart.",
        '',
        `The peer's public log: ${LEAVES.toLocaleString('en-US')} issued leaves of version 2 (each with its batch fingerprint and`,
        'document hash; 3 schemes, 5,000 certificates, 4 feedstocks, 1-3 of 8 countries, varied volumes), written through',
        "the log's own code (leafOf, appendLeaves: log_leaves and every complete subtree in log_nodes) and a checkpoint",
        `signed with the peer's key${reuse ? ' (kept from an earlier BENCH_KEEP=1 run)' : `, in ${prepareSeconds.toFixed(0)} s`}.`,
        '',
        '## Following a peer of that size from zero',
        '',
        'The follower is a registry with `PEER_REGISTRIES` naming the peer: its job reads the signed checkpoint, the',
        'leaves 1,000 a call, checks they hash to the signed root and keeps every batch (one `peer_batches` row a leaf),',
        'timed from the moment its job took the lease to the verified state.',
        '',
        '| What | Seconds | Leaves/s | ÷ `psql \\copy` leaves/s |',
        '| --- | ---: | ---: | ---: |',
        `| \`psql \\copy\` of the same leaves' texts to /dev/null (reference) | ${copySeconds.toFixed(1)} | ${perSecond(copySeconds)} | 1.00 |`,
        `| The peer's leaves call read over HTTP, 1,000 a call, nothing checked (reference) | ${httpSeconds.toFixed(1)} | ${perSecond(httpSeconds)} | ${(copySeconds / httpSeconds).toFixed(2)} |`,
        `| **Follower: read, verified against the signed root, batches kept** | **${followed.seconds.toFixed(1)}** | **${perSecond(followed.seconds)}** | **${(copySeconds / followed.seconds).toFixed(2)}** |`,
        '',
        `Follower process memory (VmHWM): ${followed.idleRss.toFixed(0)} MB after its start, ${followed.rss.toFixed(0)} MB after the follow. CPU`,
        `during the follow: ${followed.cpu.api.toFixed(1)} s of the follower process, ${followed.cpu.database.toFixed(1)} s of PostgreSQL for its database. Kept:`,
        `${followed.batches.toLocaleString('en-US')} peer batches (${size} with their indexes).`,
        '',
        '## Checking one submission against the peer fingerprints',
        '',
        `${LOOKUPS.toLocaleString('en-US')} submissions one after another, half of them of a batch the peer issued (${matches.hits.toLocaleString('en-US')} matched), each asked by both`,
        "hashes (batch fingerprint or document) against the peer's batches. Milliseconds.",
        '',
        '| What | p50 | p95 | mean | p95 ÷ reference p95 |',
        '| --- | ---: | ---: | ---: | ---: |',
        `| pgbench, 1 client, ${PGBENCH_SECONDS} s, the same SQL with the hashes computed in it (reference) | ${ms(reference.p50)} | ${ms(reference.p95)} | ${ms(reference.mean)} | 1.00 |`,
        `| **\`peerMatchesOf\`** (what GET /api/issuances/{id} and the approval ask), on the API's pool | **${ms(matches.latency.p50)}** | **${ms(matches.latency.p95)}** | ${ms(matches.latency.mean)} | ${(matches.latency.p95 / reference.p95).toFixed(2)} |`,
        `| GET /api/public/batches/{hash} over HTTP (this registry's and its peers' issuances) | ${ms(publicCheck.p50)} | ${ms(publicCheck.p95)} | ${ms(publicCheck.mean)} | ${(publicCheck.p95 / reference.p95).toFixed(2)} |`,
        '',
      ];
      const file = path.join(repositoryRoot, 'bench/results/peers.md');
      const earlier = await readFile(file, 'utf8').catch(() => '');
      // What was written by hand below the figures (from its "## Reading" heading on) is kept.
      const reading = earlier.indexOf('\n## Reading');
      await writeFile(file, lines.join('\n') + (reading >= 0 ? earlier.slice(reading) : ''));
      console.log(lines.join('\n'));
    } finally {
      await stopApi(peerApi);
    }
  } finally {
    for (const database of KEEP ? [FOLLOWER_DATABASE] : [PEER_DATABASE, FOLLOWER_DATABASE])
      await onServer(`drop database if exists ${database} with (force)`);
  }
}

await main();
