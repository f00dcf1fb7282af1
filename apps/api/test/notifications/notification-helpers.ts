import { readFile } from 'node:fs/promises';
import { registryOf } from '../../src/routes/account/caller-of';
import { deliverNotifications } from '../../src/services/notifications/deliver-notifications';
import type { TestApp } from '../helpers/app';
import { filesUnder } from '../onboarding/registration-helpers';

/** A mail as the development mailer wrote it: the text file, and the HTML part beside it if any. */
export interface WrittenMail {
  file: string;
  text: string;
  subject: string;
  html: string | null;
}

/** Every mail to the address in the development mail folder, oldest first. */
export async function mailsTo(dataDir: string, email: string): Promise<WrittenMail[]> {
  const files = (await filesUnder(`${dataDir}/mail`)).filter((file) => file.endsWith(`-${email}.txt`)).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(file, 'utf8');
      const html = await readFile(file.replace(/\.txt$/, '.html'), 'utf8').catch(() => null);
      return { file, text, subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '', html };
    }),
  );
}

/** Mails to the address since a count taken earlier. */
export async function newMailsTo(dataDir: string, email: string, before: number): Promise<WrittenMail[]> {
  return (await mailsTo(dataDir, email)).slice(before);
}

/** What the notifications job does every few seconds, run once now. */
export const deliver = (app: TestApp, now?: Date) => deliverNotifications(registryOf(app), now);
