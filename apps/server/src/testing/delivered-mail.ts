import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

export interface DeliveredMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: string;
}

/**
 * The mail an address has received, oldest first: runs the queued deliveries, then reads the test
 * app's mail directory (MAIL_DIR), which stands for the recipients' mailboxes. The outbox never
 * shows a mail's secret; this is where a test reads the link its recipient gets.
 */
export async function deliveredMail(t: TestApp, to: string): Promise<DeliveredMail[]> {
  await t.jobs.drain();
  const dir = t.env.MAIL_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ file: path.join(dir, name), name }))
    .map(({ file }) => ({ mail: JSON.parse(fs.readFileSync(file, 'utf8')) as DeliveredMail, written: fs.statSync(file).mtimeMs }))
    .filter(({ mail }) => mail.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => a.mail.createdAt.localeCompare(b.mail.createdAt) || a.written - b.written)
    .map(({ mail }) => mail);
}

/** The token of the last password reset or invitation link an address received. */
export async function lastMailedToken(t: TestApp, to: string): Promise<string> {
  const mail = (await deliveredMail(t, to)).at(-1);
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link mailed to ${to}: ${mail?.text ?? 'no mail'}`);
  return decodeURIComponent(match[1]!);
}
