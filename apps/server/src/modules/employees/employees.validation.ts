import Decimal from 'decimal.js';

/**
 * The rules of spec §5 "Employee form" that a schema cannot express alone (they look at several
 * fields, the company's country or today's date). Returns the message key of each failing field;
 * `only` limits the check to the fields being saved (a section saves some of the record).
 */
export function recordProblems(values: Record<string, unknown>, context: { today: string; countryCode: string; only: readonly string[] }): Record<string, string> {
  const problems: Record<string, string> = {};
  const checking = new Set(context.only);
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : null);

  const dateOfBirth = text('dateOfBirth');
  if (checking.has('dateOfBirth') && dateOfBirth && !isAtLeast(dateOfBirth, context.today, MINIMUM_AGE)) problems.dateOfBirth = 'validation:minimumAge';

  const salary = text('salary');
  if (checking.has('salary') && salary !== null && !new Decimal(salary).greaterThan(0)) problems.salary = 'validation:salaryPositive';

  const phones = Array.isArray(values.phones) ? (values.phones as string[]) : [];
  if (checking.has('phones') && new Set(phones.map(digitsOf)).size !== phones.length) problems.phones = 'validation:phoneDuplicated';

  const from = text('passValidFrom');
  const to = text('passValidTo');
  if ((checking.has('passValidFrom') || checking.has('passValidTo')) && from && to && to < from) problems.passValidTo = 'validation:endBeforeStart';

  const hiring = text('hiringDate');
  const confirmation = text('confirmationDate');
  if ((checking.has('hiringDate') || checking.has('confirmationDate')) && hiring && confirmation && confirmation < hiring) problems.confirmationDate = 'validation:confirmationBeforeHiring';
  return problems;
}

/** Spec §5 and §9: an employee is at least 13 years old. */
export const MINIMUM_AGE = 13;

function isAtLeast(dateOfBirth: string, today: string, years: number): boolean {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const latest = `${String(year - years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return dateOfBirth <= latest;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
