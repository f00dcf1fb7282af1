import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { databaseUrl, freePort, onServer, repositoryRoot, startApi, stopApi } from '../ledger/bench-support';
import { prepareLedger } from '../ledger/prepare-ledger';
import { runTransferLoad } from '../ledger/transfer-load';
import { positiveFromEnv } from '../env';

// `npm run webhooks -w @safc/bench` (issue 44): webhook deliveries per second to a local receiver, and the lag
// from an event's record to its delivery (p50/p95), while transfers run against the API as shipped (one
// process, its jobs as in production: webhooks as soon as the API seals new events and every second,
// notifications every 5 s). Beside them, in the same
// run: the notification mails of the same transfers (their lag from the event to the mail sent), and what plain
// HTTP posts from node to the same receiver reach (fresh connection each, as a delivery uses): the ceiling.
// Only 127.0.0.1 is posted to (WEBHOOK_ALLOW_PRIVATE=true).

const SECONDS = positiveFromEnv('BENCH_SECONDS', 10);
const CLIENTS = positiveFromEnv('BENCH_CLIENTS', 8);
/** Endpoints per company: each is a queue of its own, sent in order; they are sent side by side. */
const ENDPOINTS = positiveFromEnv('BENCH_ENDPOINTS', 2);
const DRAIN_SECONDS = 120;

interface Percentiles {
  p50: number;
  p95: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95) };
}

/** A receiver on 127.0.0.1 that answers 204 and notes when each delivery arrived and of which event. */
async function startReceiver() {
  const arrivals: { at: number; eventAt: number; id: string }[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk));
    incoming.on('end', () => {
      const at = Date.now();
      if (incoming.url === '/hooks') {
        const event = JSON.parse(body) as { id: string; timestamp: string };
        arrivals.push({
          at,
          eventAt: Date.parse(event.timestamp),
          id: String(incoming.headers['webhook-id']),
        });
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, arrivals, close: () => server.close() };
}

/** Plain POSTs of a small JSON body to the receiver, `atOnce` at a time, a fresh connection each. */
async function plainPosts(port: number, count: number, atOnce: number): Promise<number> {
  const body = JSON.stringify({
    id: 'reference',
    type: 'ping',
    timestamp: new Date().toISOString(),
    data: {},
  });
  let left = count;
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          path: '/reference',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json' },
        },
        (answer) => answer.resume().on('end', resolve),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const began = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (left > 0) {
        left -= 1;
        await post();
      }
    }),
  );
  return count / ((performance.now() - began) / 1000);
}

async function main(): Promise<void> {
  const name = `hooks_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const receiver = await startReceiver();
  try {
    const url = databaseUrl(name);
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    await seedDemoRegistry(database.db);
    const ledger = await prepareLedger(database.db, CLIENTS, 300);
    // Endpoints of both companies of the transfers, hearing every event from now on.
    await database.db.execute(sql`
      insert into webhook_endpoints (company_id, url, description, secret, after_seq)
      select c.id, ${`http://127.0.0.1:${receiver.port}/hooks`}, 'bench ' || n, ${`whsec_${randomBytes(32).toString('base64')}`},
             (select coalesce(max(seq), 0) from events)
        from companies c, generate_series(1, ${ENDPOINTS}) n
       where c.name in ('Nordic Renewable Fuels AS', 'SkyWays Airlines Ltd')`);
    await database.db.execute(
      sql`update webhook_state set last_event_seq = (select coalesce(max(seq), 0) from events)`,
    );
    const [start] = await queryRows<{ seq: string }>(
      database.db,
      sql`select coalesce(max(seq), 0)::text as seq from events`,
    );

    const port = await freePort();
    const api = await startApi(url, port, [], { WEBHOOK_ALLOW_PRIVATE: 'true' });
    const load = await runTransferLoad(`http://127.0.0.1:${port}`, ledger, SECONDS);
    const loadEnded = Date.now();
    // Every message the load made delivered (or the drain's time spent).
    for (let waited = 0; waited < DRAIN_SECONDS; waited += 1) {
      const [left] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from webhook_messages where status = 'pending'`,
      );
      const [unread] = await queryRows<{ n: number }>(
        database.db,
        sql`select (select max(seq) from events) - (select last_event_seq from webhook_state) as n`,
      );
      if ((left?.n ?? 0) === 0 && Number(unread?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const drainedMs = Date.now() - loadEnded;
    // The notifier's last run (every 5 s) mails the load's last transfers.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await stopApi(api);

    const arrivals = receiver.arrivals;
    const unique = new Set(arrivals.map((a) => a.id)).size;
    const span = arrivals.length > 1 ? (arrivals.at(-1)!.at - arrivals[0]!.at) / 1000 : 0;
    const webhookLag = percentiles(arrivals.map((a) => a.at - a.eventAt));
    const [mails] = await queryRows<{ n: number; p50: number; p95: number; span: number }>(
      database.db,
      sql`select count(*)::int as n,
            percentile_cont(0.5) within group (order by extract(epoch from n.sent_at - e.at) * 1000)::float as p50,
            percentile_cont(0.95) within group (order by extract(epoch from n.sent_at - e.at) * 1000)::float as p95,
            extract(epoch from max(n.sent_at) - min(n.sent_at))::float as span
          from notifications n join events e on e.seq = split_part(n.dedupe_key, ':', 2)::bigint
         where n.dedupe_key like 'event:%' and n.sent_at is not null and e.seq > ${start!.seq}::bigint`,
    );
    const [attempts] = await queryRows<{ tries: number; failed: number }>(
      database.db,
      sql`select count(*)::int as tries, count(*) filter (where not ok)::int as failed from webhook_attempts`,
    );
    await database.close();
    const reference = await plainPosts(receiver.port, Math.max(500, arrivals.length), 8);
    const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();

    const rate = (n: number, seconds: number) => (seconds > 0 ? (n / seconds).toFixed(1) : '-');
    const markdown = `# Webhook deliveries (${new Date().toISOString()})

\`npm run webhooks -w @safc/bench\`: ${load.completed} transfers completed in ${load.seconds} s
(${load.transfersPerSecond}/s, ${CLIENTS} clients, each transfer: initiate and sign) against one API process on
PostgreSQL, its jobs running as in production. ${ENDPOINTS} endpoints for each of the two companies, on one local
receiver (127.0.0.1, answers 204): each transfer makes 2 messages for each Nordic endpoint (\`action.signed\`,
\`action.completed\`) and 1 for each SkyWays endpoint (\`unit.received\`).
Machine: 2 cores shared with other work; \`uptime\` after the run: \`${uptime}\`.

| Figure | Webhooks | Notification mails (same transfers, same run) | Reference: plain node POSTs to the receiver |
|---|---|---|---|
| Delivered | ${arrivals.length} (${unique} messages; ${attempts?.tries ?? 0} tries, ${attempts?.failed ?? 0} failed) | ${mails?.n ?? 0} mails | ${Math.max(500, arrivals.length)} posts |
| Per second | ${rate(arrivals.length, span)} (first to last delivery, ${span.toFixed(1)} s) | ${rate(mails?.n ?? 0, mails?.span ?? 0)} | ${reference.toFixed(1)} (8 at a time, a connection each) |
| Lag from the event's record, p50 | ${webhookLag.p50} ms | ${Math.round(mails?.p50 ?? 0)} ms | - |
| Lag from the event's record, p95 | ${webhookLag.p95} ms | ${Math.round(mails?.p95 ?? 0)} ms | - |

All delivered ${(drainedMs / 1000).toFixed(1)} s after the load ended. The webhook job runs as soon as the API has
sealed new events (and every second) and sends each endpoint's messages in order, one at a time (decision 120),
endpoints side by side, at most 2 s an endpoint before the next run fans out what was sealed meanwhile; the
notifier runs every 5 seconds, which sets its lag. The lag is measured from the event's \`at\` (recorded with the operation) to the receiver's arrival, both on
this machine's clock.
`;
    await writeFile(path.join(repositoryRoot, 'bench/results/webhooks.md'), markdown);
    console.log(markdown);
  } finally {
    receiver.close();
    await onServer(`drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
