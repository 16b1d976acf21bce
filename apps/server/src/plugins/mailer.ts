import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.ts';
import type { Transaction } from '../db/tenant.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobRunner } from './jobs.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /**
   * The parts of the text only the recipient may read: a link with a token, a one-time code. The
   * outbox keeps the text without them; the text with them is kept only until it is delivered.
   * Required, so that every mail says whether it carries one.
   */
  readonly secrets: readonly string[];
  /** One file sent with the mail (at most MAX_ATTACHMENT_BYTES); the outbox shows its name and size only. */
  readonly attachment?: MailAttachment;
}

export interface MailAttachment {
  readonly name: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** The largest attachment a mail carries: a payslip is tens of kilobytes; mail servers refuse much beyond this. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const MAX_ATTACHMENT_NAME = 200;

/** Every mail goes into the outbox in the caller's transaction; a job delivers it after commit (again after a restart interrupted it). */
export interface Mailer {
  queue(tx: Transaction, companyId: string, mail: OutgoingMail): Promise<string>;
}

/** What the outbox shows in place of a secret. */
export const HIDDEN_SECRET = '••••••••';

export function hideSecrets(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length > 0).reduce((hidden, secret) => hidden.replaceAll(secret, HIDDEN_SECRET), text);
}

interface Delivery {
  to: string;
  subject: string;
  text: string;
  id: string;
  createdAt: Date;
  attachment: MailAttachment | null;
}
type Send = (mail: Delivery) => Promise<void>;

const DELIVER_JOB = 'mail.deliver';

/**
 * Where mail goes: an SMTP server, or (development and browser tests) one JSON file per mail in a
 * directory, which stands for the recipient's mailbox. With neither, mail stays in the outbox and a
 * secret in it reaches nobody.
 */
function deliveryChannel(deps: { smtpUrl: string | undefined; mailDir: string | undefined; from: string }): Send | null {
  if (deps.smtpUrl) {
    const transport = nodemailer.createTransport(deps.smtpUrl);
    return async (mail) => {
      const attachments = mail.attachment
        ? [{ filename: mail.attachment.name, contentType: mail.attachment.contentType, content: mail.attachment.content }]
        : [];
      await transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text, attachments });
    };
  }
  const dir = deps.mailDir;
  if (dir) {
    return async (mail) => {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${mail.createdAt.getTime()}-${mail.id}.json`);
      const attachment = mail.attachment ? { name: mail.attachment.name, size: mail.attachment.content.byteLength } : null;
      const body = {
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachment,
        createdAt: mail.createdAt.toISOString(),
      };
      await fs.writeFile(file, JSON.stringify(body, null, 2), { mode: 0o600 });
    };
  }
  return null;
}

export function createMailer(deps: {
  smtpUrl: string | undefined;
  mailDir?: string | undefined;
  from: string;
  jobs: JobRunner;
  clock: Clock;
}): Mailer {
  const send = deliveryChannel({ smtpUrl: deps.smtpUrl, mailDir: deps.mailDir, from: deps.from });
  if (send) {
    deps.jobs.register<{ mailId: string }>({
      type: DELIVER_JOB,
      maxAttempts: 3,
      run: async ({ companyId, payload, tenant }) => {
        const where = (id: string) => and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id));
        const mail = await tenant(companyId, async (tx) => (await tx.select().from(mailOutbox).where(where(payload.mailId)))[0]);
        if (!mail || mail.sentAt) return { skipped: true };
        try {
          const attachment =
            mail.attachment && mail.attachmentName
              ? { name: mail.attachmentName, contentType: mail.attachmentType ?? 'application/octet-stream', content: mail.attachment }
              : null;
          await send({
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.deliveryText ?? mail.text,
            createdAt: mail.createdAt,
            attachment,
          });
        } catch (error) {
          // The secret is kept while the job may run again (an SMTP server that refused the connection): a retry sends the real link.
          await tenant(companyId, (tx) =>
            tx
              .update(mailOutbox)
              .set({ error: String((error as Error).message) })
              .where(where(mail.id)),
          );
          throw error;
        }
        // Delivered: the secret has reached its recipient and is not kept any longer.
        await tenant(companyId, (tx) =>
          tx.update(mailOutbox).set({ sentAt: deps.clock.now(), error: null, deliveryText: null }).where(where(mail.id)),
        );
        return { sent: true };
      },
      // Failed for good: nothing will deliver the secret any more, so it is not kept.
      failed: async ({ companyId, payload, tenant }) => {
        await tenant(companyId, (tx) =>
          tx
            .update(mailOutbox)
            .set({ deliveryText: null })
            .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, payload.mailId))),
        );
      },
    });
  }

  return {
    queue: async (tx, companyId, mail) => {
      const text = hideSecrets(mail.text, mail.secrets);
      const hidden = text !== mail.text;
      const file = mail.attachment;
      if (file && (file.content.byteLength > MAX_ATTACHMENT_BYTES || file.name.length === 0 || file.name.length > MAX_ATTACHMENT_NAME))
        throw new Error(`mail attachment out of bounds (${file.content.byteLength} bytes)`);
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          companyId,
          to: mail.to,
          subject: mail.subject,
          text,
          hidden,
          deliveryText: hidden && send ? mail.text : null,
          attachmentName: file?.name ?? null,
          attachmentType: file?.contentType ?? null,
          attachmentSize: file?.content.byteLength ?? null,
          attachment: file?.content ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (send) await deps.jobs.enqueue(tx, { companyId, type: DELIVER_JOB, payload: { mailId: row!.id }, createdBy: null });
      return row!.id;
    },
  };
}
