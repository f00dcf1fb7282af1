import { randomBytes } from 'node:crypto';
import { writeFile as writeFileThen } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** node:fs's callback writeFile: fs/promises' opens a FileHandle per file, which cost a quarter more CPU. */
const writeFile = promisify(writeFileThen);

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (notifications); clients without HTML show the text. */
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes what the mailer keeps open (the SMTP pool's connections), when the app closes. */
  close?(): void;
}

/**
 * Development: every message is written to the log and, as a .eml-like text file, to a folder a developer can open
 * (DATA_DIR/mail), so invitation links can be followed without a mail server.
 */
export function createFolderMailer(folder: string, logger: FastifyBaseLogger): Mailer {
  // Made once, not before every message (issue 13: the ledger benchmark mails each transfer's initiator, and a
  // mkdir per mail was a tenth of the mailer's time); made again if a developer removed it meanwhile.
  let made: Promise<unknown> | null = null;
  const madeFolder = () =>
    (made ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
      made = null;
      throw error;
    }));
  const writeInFolder = async (file: string, content: string | Buffer) => {
    await madeFolder();
    await writeFile(file, content).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      made = null;
      await madeFolder();
      await writeFile(file, content);
    });
  };
  return {
    async send(message) {
      // Time first, so the names sort in sending order; a few random characters keep two messages to one
      // person in the same millisecond apart.
      const sent = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(2).toString('hex')}`;
      const base = path.join(folder, `${sent}-${message.to}`);
      // Attachments are written beside the message, named after it, so they open with a double click.
      const attachments = message.attachments ?? [];
      for (const attachment of attachments)
        await writeInFolder(`${base}-${attachment.filename}`, attachment.content);
      const attached = attachments.map((attachment) => `Attachment: ${attachment.filename}\n`).join('');
      const file = `${base}.txt`;
      await writeInFolder(
        file,
        `To: ${message.to}\nSubject: ${message.subject}\n${attached}\n${message.text}\n`,
      );
      // The HTML part beside the text, to open in a browser.
      if (message.html) await writeInFolder(`${base}.html`, message.html);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to folder');
    },
  };
}

/**
 * Production: SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465), over a pool of
 * `connections` kept open (the notifications send that many mails at once: PARALLEL_SENDS). `pool` and
 * `maxConnections` in SMTP_URL's query, when given, win (a relay that allows one connection per client).
 */
export function createSmtpMailer(smtpUrl: string, from: string, connections: number): Mailer {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(connections));
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
