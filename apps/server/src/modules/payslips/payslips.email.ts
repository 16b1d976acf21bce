import { PAYSLIPS_EMAIL_JOB, type PayslipsEmailResult } from '@tenaga/contracts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { EmailPayload } from './payslips.mail.ts';
import type { PayslipsService } from './payslips.service.ts';

/** Reading the run is the first step of the bar; each mail a share of the rest. */
const READ_PERCENT = 5;

/**
 * Mails each employee of a run their payslip. Not retried: a second attempt would mail again those
 * the first one reached (HR sends again on purpose, after the confirmation).
 */
export function emailJob(deps: { payslips: () => Pick<PayslipsService, 'emailRun'> }): JobDefinition<EmailPayload> {
  return {
    type: PAYSLIPS_EMAIL_JOB,
    maxAttempts: 1,
    async run({ companyId, payload, progress }): Promise<PayslipsEmailResult> {
      await progress(0, 'payslips:email.reading');
      return deps.payslips().emailRun(companyId, payload, async (done, total) => {
        await progress(READ_PERCENT + ((100 - READ_PERCENT) * done) / Math.max(1, total), 'payslips:email.sending');
      });
    },
  };
}
