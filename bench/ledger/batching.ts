import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_TEXT } from '../../apps/api/src/services/auth/find-session';
import { hashInternalToken } from '../../apps/api/src/services/auth/internal-token';
import { measurePgbench, measurePgbenchRun, type PgbenchRun } from './pgbench-reference';
import { withScratchRegistry, writeResults } from './scratch-registry';
import { positiveFromEnv } from '../env';

// `npm run ledger:batching -w @safc/bench`: what PostgreSQL spends on a keyed call's statements when each call
// has a transaction of its own, and when several calls share one: the first question of the step the ledger
// README names for issue 13 (calls batched into shared transactions), asked of PostgreSQL alone, without the
// API. pgbench runs the statements of the simplest idempotent write (`POST /api/auth/api-tokens`: the session
// read, the row, the event queued, the answer stored with its key) from a script, in one pipeline per
// transaction as the API sends a call's statements in few round trips, with 32 clients; pgbench's TPC-B at
// scale 32 in the same run is the reference. The seal and the rest of the event pipeline are left out of
// both, so the figures are a lower bound of what a call costs PostgreSQL.

const CLIENTS = 32;
const SECONDS = positiveFromEnv('BENCH_SECONDS', 15);
/** The shapes measured: calls per transaction, and whether a transaction's statements travel in one pipeline. */
const SHAPES = [
  { calls: 1, pipeline: false },
  { calls: 1, pipeline: true },
  { calls: 4, pipeline: true },
  { calls: 16, pipeline: true },
];

/** One keyed call's statements, as pgbench script lines (`:uid` and `:hash` set with -D). */
function callStatements(): string[] {
  const oneLine = (text: string) => `${text.replace(/\s+/g, ' ').trim()};`;
  return [
    oneLine(SESSION_TEXT.replace('$1', ':hash')),
    oneLine(`insert into tokens (kind, user_id, name, token_hash)
      values ('api', :uid, 'floor', gen_random_uuid()::text) returning id, created_at`),
    oneLine(`insert into event_queue (actor_id, entity_type, entity_id, type, payload)
      values (:uid, 'token', gen_random_uuid()::text, 'TokenCreated', '{"kind":"api","name":"floor"}')`),
    oneLine(`insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response)
      values (:uid, gen_random_uuid()::text, 'POST', '/api/auth/api-tokens', md5(random()::text), 201,
              '{"id":"00000000-0000-4000-8000-000000000000","name":"floor","token":"x"}')`),
  ];
}

function scriptOf(calls: number, pipeline: boolean): string {
  const statements = ['begin;', ...Array.from({ length: calls }, () => callStatements()).flat(), 'end;'];
  return [...(pipeline ? ['\\startpipeline', ...statements, '\\endpipeline'] : statements), ''].join('\n');
}

interface BatchRun {
  callsPerTransaction: number;
  /** One round trip per transaction (a pipeline), or one per statement. */
  pipeline: boolean;
  callsPerSecond: number;
  /** PostgreSQL's backends' CPU per call, ms. */
  postgresMsPerCall: number;
  buffersPerCall: number;
  rowsWrittenPerCall: number;
}

function markdownOf(runs: BatchRun[], pgbench: PgbenchRun, at: string): string {
  const rows = runs
    .map(
      (run) =>
        `| ${run.callsPerTransaction} | ${run.pipeline ? 'one per transaction' : 'one per statement'} | ${run.callsPerSecond} | **${run.postgresMsPerCall}** | ${(run.postgresMsPerCall / pgbench.cpuMsPerTransaction).toFixed(2)} | ${run.buffersPerCall} / ${run.rowsWrittenPerCall} |`,
    )
    .join('\n');
  return `# A keyed call's statements, alone and batched (${at})

pgbench TPC-B (-s ${pgbench.scale} -c ${CLIENTS} -j 2, same server, same run): ${pgbench.tps} TPS, its backends using
**${pgbench.cpuMsPerTransaction} ms** of CPU per transaction (\`npm run ledger:batching -w @safc/bench\`).

| Calls per transaction | Round trips | Calls/s | PostgreSQL CPU ms per call | Per call, to a TPC-B transaction | Buffers / rows written per call |
|---|---|---|---|---|---|
${rows}

Each call is the statements PostgreSQL runs for the simplest idempotent write (\`POST /api/auth/api-tokens\`):
the session with its user's companies and accounts (the API's own statement), the token row, its event queued,
the answer stored under its Idempotency-Key; sent by pgbench (-M prepared, ${CLIENTS} clients) one statement a round
trip, or a transaction's statements in one pipeline (the API sends a call's in two or three round trips). The seal (the events taken out of the
queue and chained), the notifier and the publisher are left out, so these are lower bounds of what a call
costs PostgreSQL; the API's own CPU is not here at all (\`npm run ledger:floor\` measures both).
`;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'safc-batching-'));
  try {
    await withScratchRegistry(
      'safc_batching',
      async ({ database, pgbenchDatabase, initiatorToken, initiatorId }) => {
        const variables = ['-D', `uid=${initiatorId}`, '-D', `hash=${hashInternalToken(initiatorToken)}`];

        const runs: BatchRun[] = [];
        for (const { calls, pipeline } of SHAPES) {
          const script = path.join(folder, `calls-${calls}-${pipeline ? 'pipeline' : 'trips'}.sql`);
          await writeFile(script, scriptOf(calls, pipeline));
          console.log(
            `pgbench: ${calls} call(s) per transaction${pipeline ? ' in a pipeline' : ''}, -c ${CLIENTS} -j 2 -T ${SECONDS}`,
          );
          const run = await measurePgbenchRun(database, CLIENTS, SECONDS, {
            script,
            args: ['-M', 'prepared', ...variables],
          });
          runs.push({
            callsPerTransaction: calls,
            pipeline,
            callsPerSecond: Number((run.tps * calls).toFixed(1)),
            postgresMsPerCall: Number((run.cpuMsPerTransaction / calls).toFixed(3)),
            buffersPerCall: Number((run.perTransaction.buffers / calls).toFixed(1)),
            rowsWrittenPerCall: Number((run.perTransaction.rowsWritten / calls).toFixed(1)),
          });
          console.log(JSON.stringify(runs.at(-1)));
        }
        const pgbench = await measurePgbench(pgbenchDatabase, CLIENTS, CLIENTS, SECONDS);
        const at = new Date().toISOString();
        await writeResults('batching', { at, pgbench, runs }, markdownOf(runs, pgbench, at));
      },
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
