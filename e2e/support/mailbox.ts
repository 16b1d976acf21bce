import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the server under test delivers mail (MAIL_DIR, set in playwright.config.ts): the recipients' mailboxes. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR!;

/** The text of the newest mail to `to` with `subject`, once the server's job has delivered it. */
export async function receivedMail(to: string, subject: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => {
      const mails = fs.existsSync(MAIL_DIR)
        ? fs
            .readdirSync(MAIL_DIR)
            .sort()
            .map((name) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')) as { to: string; subject: string; text: string })
        : [];
      text = mails.filter((mail) => mail.to === to && mail.subject === subject).at(-1)?.text;
      return text !== undefined;
    })
    .toBe(true);
  return text!;
}
