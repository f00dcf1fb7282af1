import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderMailer } from '../../src/mail/mailer';

describe('the development mailer', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'safc-mailer-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('makes its folder once, and again when a developer removed it between two mails', async () => {
    const folder = path.join(dataDir, 'mail');
    const mailer = createFolderMailer(folder, pino({ level: 'silent' }));
    const message = {
      to: 'ana@example.org',
      subject: 'Transfer completed',
      text: 'Done.',
      html: '<p>Done.</p>',
    };

    await mailer.send(message);
    expect((await readdir(folder)).sort()).toEqual([
      expect.stringMatching(/-ana@example\.org\.html$/),
      expect.stringMatching(/-ana@example\.org\.txt$/),
    ]);

    await rm(folder, { recursive: true });
    await mailer.send({ ...message, subject: 'Transfer completed again' });
    const files = await readdir(folder);
    expect(files).toHaveLength(2);
    const text = files.find((file) => file.endsWith('.txt'))!;
    expect(await readFile(path.join(folder, text), 'utf8')).toBe(
      'To: ana@example.org\nSubject: Transfer completed again\n\nDone.\n',
    );
  });

  it('writes attachments beside the message', async () => {
    const folder = path.join(dataDir, 'mail');
    const mailer = createFolderMailer(folder, pino({ level: 'silent' }));
    await mailer.send({
      to: 'ben@example.org',
      subject: 'Your invoice',
      text: 'Attached.',
      attachments: [
        { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
      ],
    });
    const files = (await readdir(folder)).sort();
    expect(files).toEqual([
      expect.stringMatching(/-ben@example\.org-invoice\.pdf$/),
      expect.stringMatching(/-ben@example\.org\.txt$/),
    ]);
    expect(await readFile(path.join(folder, files[0]!), 'utf8')).toBe('%PDF-1.7');
  });
});
