import { PAYSLIPS_EMAIL_JOB, type Language, type PayslipProtection, type PayslipsEmailResult } from '@tenaga/contracts';
import type { Actor } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { PayslipsService } from './payslips.service.ts';
import { payMonthName, type PayslipReach } from './payslips.rules.ts';

/** What the mailing job is given: the run, who sent it (for the audit) and whose payslips they reached. */
export interface EmailPayload {
  readonly payrunId: string;
  readonly actor: Actor;
  readonly reach: PayslipReach;
}

/** The subject and text of a payslip mail in the recipient's language: the month, the PDF attached, the password rule in words. */
export function payslipMail(
  translate: Translate,
  input: { language: Language; period: string; name: string; company: string; protection: PayslipProtection },
): { subject: string; text: string } {
  const { language } = input;
  const month = payMonthName(input.period, language);
  const rule =
    input.protection === 'none'
      ? translate(language, 'payslips:mail.noPassword')
      : translate(language, `payslips:passwordRule.${input.protection}.own`);
  return {
    subject: translate(language, 'payslips:mail.subject', { month, company: input.company }),
    text: translate(language, 'payslips:mail.text', { name: input.name, month, rule, company: input.company }),
  };
}

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
