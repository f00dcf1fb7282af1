import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/db/schema';
import { createSmtpMailer } from '../../src/mail/mailer';
import { PARALLEL_SENDS, sendNotifications } from '../../src/services/notifications/send-notifications';
import { build, type TestApp } from '../helpers/app';

/** A message an SMTP client delivered: its recipient and subject, and the connection it came on. */
interface Received {
  to: string;
  subject: string;
  connection: number;
}

/**
 * The smallest SMTP server nodemailer talks to (RFC 5321's greeting, EHLO, MAIL, RCPT, DATA, RSET, QUIT),
 * answering each DATA after `delayMs`, as a relay across a network would. It records every message and the
 * most connections that were sending at once.
 */
function smtpRelay(delayMs: number) {
  const received: Received[] = [];
  let busy = 0;
  let mostBusy = 0;
  let connections = 0;
  const server: Server = createServer((socket: Socket) => {
    const connection = ++connections;
    let buffer = '';
    let inData = false;
    let to = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            const subject = /^Subject: (.*)$/.exec(line);
            if (subject) received.push({ to, subject: subject[1]!, connection });
            continue;
          }
          inData = false;
          setTimeout(() => {
            busy -= 1;
            reply('250 2.0.0 queued');
          }, delayMs);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 relay.test');
        else if (verb === 'MAIL' || verb === 'RSET') reply('250 2.1.0 OK');
        else if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          busy += 1;
          mostBusy = Math.max(mostBusy, busy);
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('500 5.5.2 command unrecognized'); // nodemailer sends no other verb here
      }
    });
    reply('220 relay.test ESMTP');
  });
  return {
    received,
    mostBusy: () => mostBusy,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Production's sender (decision 065): the outbox's mails go over a pool of SMTP connections, several at once,
// oldest first; nothing is lost or sent twice.
describe('notifications over SMTP', () => {
  let app: TestApp;
  const relay = smtpRelay(30);
  let port: number;
  beforeAll(async () => {
    app = await build();
    port = await relay.listen();
  });
  afterAll(async () => {
    await app.close();
    await relay.close();
  });

  it('sends a batch over several connections at once and marks every mail sent', async () => {
    const readers = await app.database.db.select({ id: users.id, email: users.email }).from(users).limit(6);
    expect(readers.length).toBeGreaterThan(PARALLEL_SENDS);
    // Three mails for each reader.
    const start = Date.now() - 60_000;
    const rows = [1, 2, 3].flatMap((round) =>
      readers.map((reader, index) => ({
        dedupeKey: `smtp-test:${randomUUID()}`,
        userId: reader.id,
        kind: 'actionRequired' as const,
        delivery: 'now' as const,
        subject: `Mail ${round} for ${reader.email}`,
        text: `Mail ${round}`,
        html: `<p>Mail ${round}</p>`,
        link: '/holdings',
        createdAt: new Date(start + round * 1_000 + index),
      })),
    );
    // Whatever the demo seed left in the outbox goes too: only these are looked at.
    await app.database.db.insert(notifications).values(rows);

    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'registry@example.org', PARALLEL_SENDS);
    try {
      await sendNotifications(app.database.db, mailer, pino({ level: 'silent' }));
    } finally {
      mailer.close?.();
    }

    const ours = relay.received.filter((mail) => mail.subject.startsWith('Mail '));
    expect(ours).toHaveLength(rows.length);
    // Each once, none twice.
    for (const reader of readers) {
      expect(
        ours
          .filter((mail) => mail.to === reader.email)
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual([1, 2, 3].map((round) => `Mail ${round} for ${reader.email}`));
    }
    // Several connections were sending at once, never more than the pool's size.
    expect(relay.mostBusy()).toBeGreaterThan(1);
    expect(relay.mostBusy()).toBeLessThanOrEqual(PARALLEL_SENDS);
    const stored = await app.database.db
      .select({ sentAt: notifications.sentAt, attempts: notifications.attempts })
      .from(notifications)
      .where(
        inArray(
          notifications.dedupeKey,
          rows.map((row) => row.dedupeKey),
        ),
      );
    expect(stored.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
