import { type Decimal } from '../core/decimal.ts';
import { fixed, formatMoney, groupThousands } from '../core/currency.ts';
import { PayrollInputError } from '../core/errors.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
import { birthdaysBeforeMonth, parseDate, type ParsedPeriod } from '../core/period.ts';
import { oneOf, optionalFlag, argsObject } from '../core/input.ts';
export { oneOf, optionalFlag, argsObject };

/** Malaysian ringgit, two decimals (sen). Amounts must already be rounded by their rule. */
export function ringgit(value: Decimal): string {
  return formatMoney(value, 'MYR');
}

/** "RM1,234.50" for trace text a payroll clerk reads. */
export function rm(value: Decimal): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  const text = fixed(value, 2);
  const negative = text.charCodeAt(0) === 45; // '-'
  const point = text.length - 3;
  return `${negative ? '-' : ''}RM${groupThousands(text.slice(negative ? 1 : 0, point))}.${text.slice(point + 1)}`;
}

/** "13%" / "0.5%" from a fraction. */
export function percent(rate: Decimal): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  return `${rate.times(100).toString()}%`;
}

export interface AgeForMonth {
  /** Birthdays that fell in a month before the pay month: the age the Malaysian schemes go by. */
  readonly completedYears: number;
  /** The birthday falls in the pay month (the month an age band may be about to change). */
  readonly turnsThisMonth: boolean;
  /** The birth date, 'YYYY-MM-DD'. */
  readonly birth: string;
}

/**
 * EPF (KWSP) moves an employee to the next age part from the month after the birthday month
 * (KWSP: someone who turns 55 on 15 April moves to the new rate with the May wages). PERKESO
 * applies its "attained 60" rule to whole contribution months the same way, so the month of the
 * 60th birthday is still a month "below 60".
 */
export function ageForMonth(birthDateValue: unknown, period: ParsedPeriod): AgeForMonth {
  const birth = parseDate(birthDateValue, 'birthDate');
  if (birth.key.slice(0, 7) >= period.key) {
    throw new PayrollInputError('birthDate', `${birth.key} must be before the pay month ${period.key}`);
  }
  const completedYears = birthdaysBeforeMonth(birth, period);
  const turnsThisMonth = birth.month === period.month;
  return { completedYears, turnsThisMonth, birth: birth.key };
}

/** The age steps of a scheme ('my.eis' → my.eis.age, my.eis.age_birthday, my.eis.age_birthday_note). */
export function ageTemplates(prefix: string, label: string) {
  return templates(prefix, {
    age: [label, 'born {{birth}}: age {{age}} in {{period}}'],
    age_birthday: [label, 'born {{birth}}: turns {{next}} this month; the new age counts from the month after the birthday month'],
    age_birthday_note: [
      label,
      'born {{birth}}: turns {{next}} this month; the new age counts from the month after the birthday month. {{note}}',
    ],
  });
}

/** The trace step of the age a scheme goes by, with the scheme's note on the birthday month. */
export function ageStep(
  t: ReturnType<typeof ageTemplates>,
  { age, period, note }: { age: AgeForMonth; period: ParsedPeriod; note?: string | undefined },
): TraceStep {
  const template = age.turnsThisMonth ? (note ? t.age_birthday_note : t.age_birthday) : t.age;
  if (!isTracing()) return step(template, '');
  const values: Record<string, string> = {
    birth: age.birth,
    age: `${age.completedYears}`,
    next: `${age.completedYears + 1}`,
    period: period.key,
  };
  if (note) values.note = note;
  return step(template, `${age.completedYears}`, values);
}
