import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { createFolderMailer } from '../../apps/api/src/mail/mailer';
import { notifyEvents } from '../../apps/api/src/services/notifications/notify-events';
import {
  sendClaimedMails,
  sendNotifications,
} from '../../apps/api/src/services/notifications/send-notifications';
import {
  backendPids,
  cpuMsOf,
  DATA_PARENT,
  databaseUrl,
  freePort,
  onServer,
  repositoryRoot,
  startApi,
  stopApi,
} from './bench-support';
import { prepareLedger } from './prepare-ledger';
import { runTransferLoad } from './transfer-load';
import { positiveFromEnv } from '../env';

// `npm run ledger:notifier -w @safc/bench`: what the notification mails cost per completed transfer, apart
// from the calls. The ledger load runs for a few seconds against the API as shipped; then the notifier's
// cursor is put back to where the load began and the outbox rows the load made are removed, and the
// notifications job's two steps run again, alone, over the same events: turning them into outbox rows,
// then mailing them (the development mailer, under tmpfs as in the ledger benchmark). CPU of this process
// and of its PostgreSQL backends, per transfer (bench/results/notifier.md).

const SECONDS = positiveFromEnv('BENCH_SECONDS', 10);
const CLIENTS = 32;

interface Step {
  step: string;
  result: unknown;
  wallMs: number;
  nodeMsPerTransfer: number;
  postgresMsPerTransfer: number;
}

async function main(): Promise<void> {
  const name = `safc_notifier_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const mailFolder = await mkdtemp(path.join(DATA_PARENT, 'safc-notifier-mail-'));
  try {
    const url = databaseUrl(name);
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    await seedDemoRegistry(database.db);
    const ledger = await prepareLedger(database.db, CLIENTS, 300);
    const port = await freePort();
    const api = await startApi(url, port);
    // The seed's events are notified first; the load's begin after this seq.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const [start] = await queryRows<{ seq: string; at: string }>(
      database.db,
      sql`select coalesce(max(seq), 0)::text as seq, now()::text as at from events`,
    );
    const load = await runTransferLoad(`http://127.0.0.1:${port}`, ledger, SECONDS);
    await stopApi(api);
    await database.db.execute(sql`delete from notifications where created_at >= ${start!.at}::timestamptz`);
    await database.db.execute(sql`update notification_state set last_event_seq = ${start!.seq}::bigint`);
    await database.close();

    const measured = await openDatabase({ databaseUrl: url.toString() });
    const logger = pino({ level: 'warn' });
    const mailer = createFolderMailer(mailFolder, logger);
    const steps: Step[] = [];
    const measure = async (step: string, work: () => Promise<unknown>) => {
      const before = new Map((await backendPids(name)).map((pid) => [pid, cpuMsOf([pid])]));
      const cpu = process.cpuUsage();
      const began = Date.now();
      const result = await work();
      const used = process.cpuUsage(cpu);
      const wallMs = Date.now() - began;
      let postgres = 0;
      for (const pid of new Set([...before.keys(), ...(await backendPids(name))]))
        postgres += cpuMsOf([pid]) - (before.get(pid) ?? 0);
      const per = (ms: number) => Number((ms / load.completed).toFixed(3));
      steps.push({
        step,
        result,
        wallMs,
        nodeMsPerTransfer: per((used.user + used.system) / 1000),
        postgresMsPerTransfer: per(postgres),
      });
      console.log(JSON.stringify(steps.at(-1)));
    };
    // The pool's connections are opened before the first measured step.
    await queryRows(measured.db, sql`select 1`);
    // Since 2026-11-28 the notifier mails what it writes (the rows inserted claimed): the first step sends
    // the transfers' mails, the second finds none left; before, the first wrote them and the second sent them.
    await measure('events into outbox rows, their mails sent (notifyEvents)', () =>
      notifyEvents(measured.db, 'http://127.0.0.1', (mails) =>
        sendClaimedMails(measured.db, mails, mailer, logger),
      ),
    );
    await measure('mails left in the outbox (sendNotifications)', () =>
      sendNotifications(measured.db, mailer, logger),
    );
    await measured.close();

    const rows = steps
      .map(
        (s) =>
          `| ${s.step} | ${JSON.stringify(s.result)} | ${s.wallMs} | ${s.nodeMsPerTransfer} | ${s.postgresMsPerTransfer} |`,
      )
      .join('\n');
    const markdown = `# Notifications per transfer (${new Date().toISOString()})

${load.completed} transfers completed in ${load.seconds} s (${load.transfersPerSecond}/s) by the API as shipped, then
the notifications job's steps run again, alone, over the same events (\`npm run ledger:notifier -w @safc/bench\`).

| Step | Result | Wall (ms) | Node CPU ms per transfer | PostgreSQL CPU ms per transfer |
|---|---|---|---|---|
${rows}
`;
    await writeFile(path.join(repositoryRoot, 'bench/results/notifier.md'), markdown);
    console.log(markdown);
  } finally {
    await rm(mailFolder, { recursive: true, force: true });
    await onServer(`drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
