import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backendPids,
  counterModule,
  countsOf,
  cpuMsOf,
  databaseUrl,
  freePort,
  processTree,
  startApi,
  stopApi,
} from './bench-support';
import { KeepAliveClient, type Answer } from './keep-alive-client';
import { backendCpuSince, cpuByPid, measurePgbench, type PgbenchRun } from './pgbench-reference';
import { withScratchRegistry, writeResults } from './scratch-registry';
import { positiveFromEnv } from '../env';

// `npm run ledger:floor -w @safc/bench`: what a keyed call costs before any ledger work, beside pgbench's TPC-B
// at scale 32 in the same run (docs/decisions/067). A transfer is two idempotent, authenticated POSTs; if each
// cost what the simplest such call costs (POST /api/auth/api-tokens: one row and one event), how many transfers
// a second would this machine make, and what ratio to pgbench would that be? It shows how much of a transfer
// is the shape of a call rather than the ledger's statements (bench/ledger/README.md, 2026-11-28).

const CLIENTS = 32;
const SECONDS = positiveFromEnv('BENCH_SECONDS', 15);
const WARM_UP_SECONDS = 4;

interface CallLoad {
  call: string;
  callsPerSecond: number;
  failed: number;
  /** CPU (ms) per call: the API process, its PostgreSQL backends, the load generator. */
  cpuMsPerCall: { api: number; postgres: number; clients: number };
  /** What the API sent PostgreSQL per call (count-statements.mjs; the background jobs' included). */
  roundTripsPerCall: number;
  statementsPerCall: number;
  commitsPerCall: number;
}

/** `clients` connections, each sending `send` one call at a time for `seconds`; answers other than `ok` fail. */
async function runCalls(
  base: URL,
  seconds: number,
  ok: number,
  send: (client: KeepAliveClient) => Promise<Answer>,
): Promise<{ calls: number; failed: number; seconds: number }> {
  const deadline = performance.now() + seconds * 1000;
  let calls = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new KeepAliveClient(base.hostname, Number(base.port));
      while (performance.now() < deadline) {
        const answer = await send(client);
        if (answer.status === ok) calls += 1;
        else failed += 1;
      }
      client.close();
    }),
  );
  return { calls, failed, seconds: (performance.now() - started) / 1000 };
}

/**
 * One kind of call against an API of its own (the registry as shipped, with the statement counter loaded):
 * a warm-up, then the measured seconds. Round trips and statements are counted over the API's life (its
 * start-up's handful included) and divided by every call it answered.
 */
async function measureCalls(
  call: string,
  url: URL,
  ok: number,
  send: (client: KeepAliveClient) => Promise<Answer>,
): Promise<CallLoad> {
  const countsDir = await mkdtemp(path.join(tmpdir(), 'safc-floor-counts-'));
  const port = await freePort();
  const api = await startApi(url, port, ['--import', counterModule], { BENCH_COUNTS_DIR: countsDir });
  try {
    const base = new URL(`http://127.0.0.1:${port}`);
    const database = url.pathname.slice(1);
    const apiPids = processTree(api.pid ?? 0);
    const warmUp = await runCalls(base, WARM_UP_SECONDS, ok, send);
    const apiBefore = cpuMsOf(apiPids);
    const backendsBefore = cpuByPid(await backendPids(database));
    const clientsBefore = process.cpuUsage();
    const load = await runCalls(base, SECONDS, ok, send);
    const clients = process.cpuUsage(clientsBefore);
    const apiCpu = cpuMsOf(apiPids) - apiBefore;
    const postgres = await backendCpuSince(database, backendsBefore);
    await stopApi(api);
    const counts = await countsOf(countsDir);
    const answered = warmUp.calls + warmUp.failed + load.calls + load.failed;
    const per = (ms: number) => Number((ms / Math.max(load.calls, 1)).toFixed(3));
    const result: CallLoad = {
      call,
      callsPerSecond: Number((load.calls / load.seconds).toFixed(1)),
      failed: load.failed,
      cpuMsPerCall: {
        api: per(apiCpu),
        postgres: per(postgres),
        clients: per((clients.user + clients.system) / 1000),
      },
      roundTripsPerCall: Number((counts.roundTrips / answered).toFixed(2)),
      statementsPerCall: Number((counts.statements / answered).toFixed(2)),
      commitsPerCall: Number((counts.commits / answered).toFixed(2)),
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopApi(api);
    await rm(countsDir, { recursive: true, force: true });
  }
}

function markdownOf(loads: CallLoad[], pgbench: PgbenchRun, at: string): string {
  const rows = loads
    .map((load) => {
      const cpu = load.cpuMsPerCall;
      const transfers = load.callsPerSecond / 2;
      return `| ${load.call} | ${load.callsPerSecond} | ${load.failed} | ${cpu.api} / ${cpu.postgres} / ${cpu.clients} | ${load.roundTripsPerCall} / ${load.statementsPerCall} / ${load.commitsPerCall} | ${transfers.toFixed(1)} | **${(transfers / pgbench.tps).toFixed(3)}** |`;
    })
    .join('\n');
  return `# The floor of a call (${at})

pgbench TPC-B (-s ${pgbench.scale} -c ${CLIENTS} -j 2, same server, same run): **${pgbench.tps} TPS**, its backends using
${pgbench.cpuMsPerTransaction} ms of CPU per transaction. One API process per kind of call (the registry as shipped), ${CLIENTS}
clients for ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up, each with one kept-alive connection (\`npm run ledger:floor -w @safc/bench\`).

| Call | Calls/s | Failed | CPU ms per call: API / PostgreSQL / clients | Round trips / statements / commits per call | Transfers/s if a transfer were two such calls | Ratio to pgbench |
|---|---|---|---|---|---|---|
${rows}

A transfer is two idempotent, authenticated POSTs (initiate, sign). \`POST /api/auth/api-tokens\` with an
Idempotency-Key is the simplest idempotent write the registry has: the session and the key read, one row
inserted and one event recorded (through the ORM, not hand-written statements as the ledger's), the answer
stored with the key, one commit, the event sealed into the hash chain before the answer. It shows what a keyed
call costs before a ledger's work: a transfer made of two calls that each cost what this one costs would reach
the last two columns. Without the key the call stores no answer and its insert and event commit on their
own; the GET is the authenticated read (the session only), for scale.
`;
}

async function main(): Promise<void> {
  await withScratchRegistry('safc_floor', async ({ database, pgbenchDatabase, initiatorToken }) => {
    const url = databaseUrl(database);
    const auth = { authorization: `Bearer ${initiatorToken}`, 'x-requested-with': 'XMLHttpRequest' };
    const loads: CallLoad[] = [];
    loads.push(
      await measureCalls('POST /api/auth/api-tokens (Idempotency-Key)', url, 201, (client) =>
        client.post(
          '/api/auth/api-tokens',
          { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          JSON.stringify({ name: 'floor' }),
        ),
      ),
    );
    // The same call without the key: no stored answer, the insert and the event in a transaction of their own.
    loads.push(
      await measureCalls('POST /api/auth/api-tokens (no key)', url, 201, (client) =>
        client.post(
          '/api/auth/api-tokens',
          { ...auth, 'content-type': 'application/json' },
          JSON.stringify({ name: 'floor' }),
        ),
      ),
    );
    loads.push(
      await measureCalls('GET /api/users/me', url, 200, (client) => client.get('/api/users/me', auth)),
    );
    const pgbench = await measurePgbench(pgbenchDatabase, CLIENTS, CLIENTS, SECONDS);
    const at = new Date().toISOString();
    await writeResults('floor', { at, pgbench, loads }, markdownOf(loads, pgbench, at));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
