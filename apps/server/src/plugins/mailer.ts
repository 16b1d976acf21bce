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
}

/**
 * Every mail goes into the outbox in the caller's transaction. With SMTP configured a job
 * delivers it after commit (and retries); without, the outbox is where it stays.
 */
export interface Mailer {
  queue(tx: Transaction, companyId: string, mail: OutgoingMail): Promise<string>;
}

const DELIVER_JOB = 'mail.deliver';

export function createMailer(deps: { smtpUrl: string | undefined; from: string; jobs: JobRunner; clock: Clock }): Mailer {
  if (deps.smtpUrl) {
    const transport = nodemailer.createTransport(deps.smtpUrl);
    deps.jobs.register<{ mailId: string }>({
      type: DELIVER_JOB,
      maxAttempts: 3,
      run: async ({ companyId, payload, tenant }) => {
        const mail = await tenant(companyId, async (tx) => {
          const [row] = await tx
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, payload.mailId)));
          return row;
        });
        if (!mail || mail.sentAt) return { skipped: true };
        try {
          await transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text });
        } catch (error) {
          await tenant(companyId, (tx) =>
            tx
              .update(mailOutbox)
              .set({ error: String((error as Error).message) })
              .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, mail.id))),
          );
          throw error;
        }
        await tenant(companyId, (tx) =>
          tx
            .update(mailOutbox)
            .set({ sentAt: deps.clock.now(), error: null })
            .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, mail.id))),
        );
        return { sent: true };
      },
    });
  }

  return {
    queue: async (tx, companyId, mail) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ companyId, to: mail.to, subject: mail.subject, text: mail.text })
        .returning({ id: mailOutbox.id });
      if (deps.smtpUrl) await deps.jobs.enqueue(tx, { companyId, type: DELIVER_JOB, payload: { mailId: row!.id }, createdBy: null });
      return row!.id;
    },
  };
}
