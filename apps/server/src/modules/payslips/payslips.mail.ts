import type { Language, PayslipProtection } from '@tenaga/contracts';
import type { Actor } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { PayslipReach } from '../payruns/index.ts';
import { payMonthName } from './payslips.rules.ts';

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
