import { compactIdentificationNumber, isIdentificationTypeId } from '@tenaga/domain';
import type { EmployeeWithNames } from './employees.repository.ts';
import { JOB_FIELDS, PAYMENT_FIELDS, PERSONAL_FIELDS } from './employees.rules.ts';

/** The profile's sections, each saved on its own. */
export type Section = 'personal' | 'job' | 'payment';
export const SECTION_FIELDS: Record<Section, readonly string[]> = { personal: PERSONAL_FIELDS, job: JOB_FIELDS, payment: PAYMENT_FIELDS };

export type EmployeeRecord = EmployeeWithNames['employee'];

/** A section's values as the API shows them: dates as ISO strings, money as a decimal string. */
export function sectionValues(employee: EmployeeRecord, section: Section): Record<string, unknown> {
  return Object.fromEntries(
    SECTION_FIELDS[section].map((field) => [field, employee[field as keyof EmployeeRecord] ?? (field === 'phones' ? [] : null)]),
  );
}

/** Every section's values, as the rules check a change against the whole record. */
export const recordValues = (employee: EmployeeRecord) => ({
  ...sectionValues(employee, 'personal'),
  ...sectionValues(employee, 'job'),
  ...sectionValues(employee, 'payment'),
});

/** What the audit trail keeps of a record: every section field (the diff shows what changed). */
export const auditView = (employee: EmployeeRecord) => ({
  ...recordValues(employee),
  cessationDate: employee.cessationDate,
});

/** Identification numbers are kept as their document writes them compactly ('S1234567D'), so that uniqueness holds however they were typed. */
export function withCompactIdentification<V extends Record<string, unknown>>(values: V, type: unknown): V {
  if (typeof values.identificationNumber !== 'string' || typeof type !== 'string' || !isIdentificationTypeId(type)) return values;
  return { ...values, identificationNumber: compactIdentificationNumber({ type, value: values.identificationNumber }) };
}

/** Field errors named under a section ('job.departmentId'). */
export function prefixed(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));
}
