import type { TFunction } from 'i18next';
import type { KetsField } from '@tenaga/contracts/modules/employment-terms.contracts';
import { CURRENCIES } from '@tenaga/contracts/region';
import type { Formatter } from '../../../lib/format.ts';

const DATE_KEYS = new Set(['employmentStartDate', 'probationStartDate', 'probationEndDate', 'employeeDateOfBirth']);
const PERIOD_KEYS = new Set(['salaryPeriod', 'overtimePaymentPeriod']);
const LEAVE_KEYS = new Set(['annualLeave', 'outpatientSickLeave', 'hospitalisationLeave']);
const LENGTH_KEYS = new Set(['probationLength', 'noticePeriod']);

/**
 * One item of the KETs as the profile shows it, from the value the server keeps (ISO dates, choice
 * keys, '|'-joined parts: "from|to", "3|month", "SGD|3500.00"); the PDF prints the same way. The
 * amount goes to Intl as its decimal string: no float.
 */
export function shownKetsValue(field: Pick<KetsField, 'key' | 'value'>, t: TFunction, format: Formatter): string | null {
  const { key, value } = field;
  if (value === null) return null;
  if (DATE_KEYS.has(key)) return format.calendarDate(value);
  if (key === 'employmentDuration') {
    const [from = '', to = ''] = value.split('|');
    return t('employmentTerms:kets.values.period', { from: format.calendarDate(from), to: format.calendarDate(to) });
  }
  if (PERIOD_KEYS.has(key)) return t(`employmentTerms:kets.salaryPeriods.${value}`);
  if (key === 'restDay') return t(`employmentTerms:kets.restDays.${value}`);
  if (key === 'basicSalary') {
    const [currency = '', amount = '0'] = value.split('|');
    const known = CURRENCIES.find((code) => code === currency);
    return known ? format.money(amount, known) : `${currency} ${amount}`;
  }
  if (key === 'overtimeRate') return t('employmentTerms:kets.values.overtimeRate', { rate: value });
  if (key === 'hoursPerDay') return t('employmentTerms:kets.values.hoursPerDay', { value });
  if (key === 'daysPerWeek') return t('employmentTerms:kets.values.daysPerWeek', { value });
  if (LEAVE_KEYS.has(key)) return t('employmentTerms:kets.values.daysPerYear', { count: Number(value) });
  if (LENGTH_KEYS.has(key)) {
    const [count = '0', unit = 'month'] = value.split('|');
    return t(`employmentTerms:kets.units.${unit}`, { count: Number(count) });
  }
  if (key === 'cpfContributions') return t('employmentTerms:kets.values.cpfPrevailing');
  if (key === 'socialInsurance') return t('employmentTerms:kets.values.socialInsurancePrevailing');
  if (key === 'thirteenthMonthPay') return t('employmentTerms:kets.values.thirteenthMonthPay');
  if (key === 'employeeGender') return t(`reference:genders.${value}`);
  if (key === 'businessType') return t(`settings:industries.${value}`);
  if (key === 'contractType') return t(`employmentTerms:contract.types.${value}`);
  return value;
}

/** Where a missing item is filled in: a section of the profile, or a settings page. */
export type FixTarget = { readonly anchor: string } | { readonly menu: 'ketsSetting' | 'companyAccount' };

const RECORD_ANCHORS: Record<string, string> = {
  employeeName: 'personalDetail',
  employeeNric: 'personalDetail',
  employeeGender: 'personalDetail',
  employeeDateOfBirth: 'personalDetail',
  employeeAddress: 'personalDetail',
  jobTitle: 'jobDetail',
  employmentStartDate: 'jobDetail',
  basicSalary: 'paymentDetail',
};

export function fixTarget(field: Pick<KetsField, 'key' | 'source'>): FixTarget {
  if (field.source === 'setting') return { menu: 'ketsSetting' };
  if (field.source === 'company') return { menu: 'companyAccount' };
  if (field.source === 'contract') return { anchor: 'contractDetail' };
  return { anchor: RECORD_ANCHORS[field.key] ?? 'personalDetail' };
}
