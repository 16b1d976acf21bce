import {
  CONTRACT_END_REMINDER_DAYS,
  FIXED_TERM_TYPES,
  PROBATION_END_REMINDER_DAYS,
  type ContractType,
  type KetsField,
  type KetsForm,
  type KetsSettingBody,
} from '@tenaga/contracts';
import { WRITTEN_TERMS_TEMPLATES } from './written-terms.templates.ts';

/** Adds days to an ISO calendar date (no time zone involved: both are calendar dates). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A fixed-term contract names its end; a term with an end before its start is refused. */
export function contractProblems(term: {
  contractType: ContractType;
  startDate: string;
  endDate: string | null;
  probationEndDate: string | null;
  confirmationDate: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (FIXED_TERM_TYPES.includes(term.contractType) && !term.endDate) problems.endDate = 'validation:required';
  if (term.endDate && term.endDate < term.startDate) problems.endDate = 'validation:endBeforeStart';
  if (term.probationEndDate && term.probationEndDate < term.startDate) problems.probationEndDate = 'validation:endBeforeStart';
  if (term.confirmationDate && term.confirmationDate < term.startDate) problems.confirmationDate = 'validation:endBeforeStart';
  return problems;
}

/** A renewal starts after the term it renews has started. */
export function renewalProblems(previous: { startDate: string }, next: { startDate: string }): Record<string, string> {
  return next.startDate <= previous.startDate ? { startDate: 'employmentTerms:renewalStartsBefore' } : {};
}

/** Days after the due date during which unissued terms are reminded of (once). */
export const KETS_OVERDUE_REMINDER_DAYS = 30;

export type ReminderKind = 'contractEnd' | 'probationEnd' | 'ketsOverdue';

/** The reminders due on a day for one employee: each names the date it is about (sent once per date). */
export function dueReminders(input: {
  today: string;
  contract: { contractType: ContractType; endDate: string | null; probationEndDate: string | null; confirmationDate: string | null } | null;
  kets: { required: boolean; dueDate: string | null; issued: boolean };
}): { kind: ReminderKind; dueDate: string }[] {
  const due: { kind: ReminderKind; dueDate: string }[] = [];
  const { today, contract, kets } = input;
  const within = (date: string, days: number) => date >= today && addDays(today, days) >= date;
  if (contract?.endDate && FIXED_TERM_TYPES.includes(contract.contractType) && within(contract.endDate, CONTRACT_END_REMINDER_DAYS))
    due.push({ kind: 'contractEnd', dueDate: contract.endDate });
  if (contract?.probationEndDate && !contract.confirmationDate && within(contract.probationEndDate, PROBATION_END_REMINDER_DAYS))
    due.push({ kind: 'probationEnd', dueDate: contract.probationEndDate });
  // Overdue terms are a nudge about a recent hire, not a list of everyone hired before the company used Tenaga.
  if (kets.required && !kets.issued && kets.dueDate && today > kets.dueDate && addDays(kets.dueDate, KETS_OVERDUE_REMINDER_DAYS) >= today)
    due.push({ kind: 'ketsOverdue', dueDate: kets.dueDate });
  return due;
}

/** Whether the company's setting asks written terms of this employee. */
export function ketsRequired(
  setting: Pick<KetsSettingBody, 'requiredFor' | 'requiredFrom'>,
  employee: { employmentType: number; startDate: string | null },
): boolean {
  if (setting.requiredFor === 'none') return false;
  if (setting.requiredFor === 'fullTime' && employee.employmentType !== 0) return false;
  if (setting.requiredFrom && employee.startDate && employee.startDate < setting.requiredFrom) return false;
  return true;
}

/** The last day to issue them: Singapore's within 14 days of the start of employment (s 95A), the others' by the first day. */
export const ketsDueDate = (form: KetsForm, startDate: string | null) =>
  startDate ? addDays(startDate, WRITTEN_TERMS_TEMPLATES[form].dueDays) : null;

export interface KetsSources {
  readonly company: { name: string; currency: string; address: string | null; industry: string | null };
  readonly employee: {
    fullName: string;
    identificationNumber: string | null;
    gender: string | null;
    dateOfBirth: string | null;
    address: string | null;
    jobTitle: string | null;
    hiringDate: string | null;
    salary: string | null;
  };
  readonly contract: {
    contractType: ContractType;
    startDate: string;
    endDate: string | null;
    probationEndDate: string | null;
    noticeValue: number;
    noticeUnit: string;
  } | null;
  readonly setting: KetsSettingBody;
}

const blank = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? null : value.trim());

/**
 * Each item of the template with its value, in a form that prints in any language: dates ISO,
 * amounts as decimal strings, choices by their key, counts as numbers; '|'-joined parts where the
 * printed text combines several (a period: "from|to", a length: "3|month", an amount: "SGD|3500.00").
 */
export function ketsFields(form: KetsForm, sources: KetsSources): KetsField[] {
  const { company, employee, contract, setting } = sources;
  const startDate = contract?.startDate ?? employee.hiringDate;
  const fixedTerm = contract ? FIXED_TERM_TYPES.includes(contract.contractType) && contract.contractType !== 'probation' : false;
  const probationMonths = setting.probationMonths;
  const probationEnd = contract?.probationEndDate ?? null;
  const noticeFromContract = contract && contract.noticeValue > 0;
  const values: Record<string, { value: string | null; source: KetsField['source'] }> = {
    companyName: { value: blank(company.name), source: 'company' },
    companyAddress: { value: blank(company.address), source: 'company' },
    businessType: { value: company.industry, source: 'company' },
    jobTitle: { value: blank(employee.jobTitle), source: 'record' },
    mainDuties: { value: blank(setting.mainDuties), source: 'setting' },
    employeeName: { value: blank(employee.fullName), source: 'record' },
    employeeNric: { value: blank(employee.identificationNumber), source: 'record' },
    employeeGender: { value: employee.gender, source: 'record' },
    employeeDateOfBirth: { value: employee.dateOfBirth, source: 'record' },
    employeeAddress: { value: blank(employee.address), source: 'record' },
    contractType: { value: contract?.contractType ?? null, source: 'contract' },
    employmentStartDate: { value: startDate, source: contract ? 'contract' : 'record' },
    employmentDuration: {
      value: fixedTerm && contract?.endDate ? `${contract.startDate}|${contract.endDate}` : null,
      source: 'contract',
    },
    placeOfWork: { value: blank(setting.placeOfWork), source: 'setting' },
    workingArrangement: { value: blank(setting.workingArrangement), source: 'setting' },
    hoursPerDay: { value: setting.hoursPerDay, source: 'setting' },
    daysPerWeek: { value: setting.daysPerWeek, source: 'setting' },
    restDay: { value: setting.restDay, source: 'setting' },
    salaryPeriod: { value: setting.salaryPeriod, source: 'setting' },
    salaryPaymentDates: { value: blank(setting.salaryPaymentDates), source: 'setting' },
    overtimePaymentPeriod: { value: setting.overtimePaymentPeriod, source: 'setting' },
    overtimePaymentDates: { value: blank(setting.overtimePaymentDates), source: 'setting' },
    basicSalary: { value: employee.salary ? `${company.currency}|${employee.salary}` : null, source: 'record' },
    overtimeRate: { value: setting.overtimeRate, source: 'setting' },
    fixedAllowances: { value: blank(setting.fixedAllowances), source: 'setting' },
    fixedDeductions: { value: blank(setting.fixedDeductions), source: 'setting' },
    otherSalaryComponents: { value: blank(setting.otherSalaryComponents), source: 'setting' },
    cpfContributions: { value: 'prevailing', source: 'company' },
    socialInsurance: { value: 'prevailing', source: 'company' },
    thirteenthMonthPay: { value: 'prevailing', source: 'company' },
    annualLeave: { value: setting.annualLeaveDays === null ? null : String(setting.annualLeaveDays), source: 'setting' },
    outpatientSickLeave: {
      value: setting.outpatientSickLeaveDays === null ? null : String(setting.outpatientSickLeaveDays),
      source: 'setting',
    },
    hospitalisationLeave: {
      value: setting.hospitalisationLeaveDays === null ? null : String(setting.hospitalisationLeaveDays),
      source: 'setting',
    },
    otherLeave: { value: blank(setting.otherLeave), source: 'setting' },
    medicalBenefits: { value: blank(setting.medicalBenefits), source: 'setting' },
    probationLength: {
      value: probationMonths !== null && probationMonths > 0 ? `${probationMonths}|month` : null,
      source: 'setting',
    },
    probationStartDate: { value: probationEnd || (probationMonths ?? 0) > 0 ? startDate : null, source: contract ? 'contract' : 'record' },
    probationEndDate: {
      value: probationEnd ?? (startDate && probationMonths ? addMonths(startDate, probationMonths) : null),
      source: probationEnd ? 'contract' : 'setting',
    },
    noticePeriod: {
      value: noticeFromContract
        ? `${contract.noticeValue}|${contract.noticeUnit}`
        : setting.noticeValue !== null && setting.noticeValue > 0
          ? `${setting.noticeValue}|${setting.noticeUnit}`
          : null,
      source: noticeFromContract ? 'contract' : 'setting',
    },
  };
  return WRITTEN_TERMS_TEMPLATES[form].items.map((item) => {
    const { value, source } = values[item.key]!;
    const required = item.required === 'fixedTerm' ? fixedTerm : item.required;
    return { key: item.key, section: item.section, value, source, missing: required && value === null };
  });
}

/** The day before the same day N months on (a probation of 3 months from 1 March ends on 31 May). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return addDays(target.toISOString().slice(0, 10), -1);
}

/** Thousands separators on an exact decimal string ('3500.5' → '3,500.50'), without floats. */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
