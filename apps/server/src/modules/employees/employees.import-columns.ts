import type { ImportColumn } from '../imports/index.ts';

/** An employee column: where its value goes in the create body ('personal.firstName'). */
export interface EmployeeColumn extends ImportColumn {
  readonly field: string;
}

/**
 * The columns of an employee file, in the sample's order. Each fills one field of POST /employees'
 * body; lists are named by code or name (the sample's second sheet), organisation lists and
 * contracts by name, the manager by employment number. One deployment per row.
 */
export const EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = [
  { key: 'employmentNumber', field: 'job.employmentNumber', required: true, width: 18 },
  { key: 'firstName', field: 'personal.firstName', required: true, width: 18 },
  { key: 'lastName', field: 'personal.lastName', width: 18 },
  { key: 'identificationType', field: 'personal.identificationType', required: true, type: 'code', width: 22 },
  { key: 'identificationNumber', field: 'personal.identificationNumber', required: true, width: 22 },
  { key: 'gender', field: 'personal.gender', type: 'code', width: 12 },
  { key: 'dateOfBirth', field: 'personal.dateOfBirth', type: 'date', width: 14 },
  { key: 'nationality', field: 'personal.nationality', type: 'code', width: 14 },
  { key: 'maritalStatus', field: 'personal.maritalStatus', type: 'code', width: 14 },
  { key: 'race', field: 'personal.race', type: 'code', width: 14 },
  { key: 'religion', field: 'personal.religion', type: 'code', width: 14 },
  { key: 'otherReligion', field: 'personal.otherReligion', width: 16 },
  { key: 'passType', field: 'personal.passTypeId', type: 'code', width: 18 },
  { key: 'passSubtype', field: 'personal.passSubtype', width: 16 },
  { key: 'passNumber', field: 'personal.passNumber', width: 16 },
  { key: 'passObtainedDate', field: 'personal.passObtainedDate', type: 'date', width: 14 },
  { key: 'passValidFrom', field: 'personal.passValidFrom', type: 'date', width: 14 },
  { key: 'passValidTo', field: 'personal.passValidTo', type: 'date', width: 14 },
  { key: 'email', field: 'personal.email', width: 26 },
  { key: 'phones', field: 'personal.phones', width: 20 },
  { key: 'address', field: 'personal.address', width: 30 },
  { key: 'city', field: 'personal.city', width: 14 },
  { key: 'state', field: 'personal.state', width: 14 },
  { key: 'country', field: 'personal.country', type: 'code', width: 12 },
  { key: 'postalCode', field: 'personal.postalCode', width: 12 },
  { key: 'biometricNumber', field: 'job.biometricNumber', width: 14 },
  { key: 'hiringDate', field: 'job.hiringDate', required: true, type: 'date', width: 14 },
  { key: 'confirmationDate', field: 'job.confirmationDate', type: 'date', width: 14 },
  { key: 'employmentType', field: 'job.employmentType', type: 'code', width: 14 },
  { key: 'jobTitle', field: 'job.jobTitleId', type: 'code', width: 20 },
  { key: 'department', field: 'job.departmentId', type: 'code', width: 20 },
  { key: 'category', field: 'job.categoryId', type: 'code', width: 18 },
  { key: 'commercialSector', field: 'job.commercialSectorId', type: 'code', width: 18 },
  { key: 'site', field: 'job.siteId', type: 'code', width: 18 },
  { key: 'manager', field: 'job.managerId', width: 16 },
  { key: 'paymentMode', field: 'payment.paymentModeId', required: true, type: 'code', width: 16 },
  { key: 'bank', field: 'payment.bankCode', type: 'code', width: 22 },
  { key: 'accountName', field: 'payment.accountName', width: 20 },
  { key: 'accountNumber', field: 'payment.accountNumber', width: 18 },
  { key: 'salary', field: 'payment.salary', required: true, width: 12 },
  { key: 'contributionRateType', field: 'payment.contributionRateType', type: 'code', width: 14 },
  { key: 'contract', field: 'deployments.0.contractId', type: 'code', width: 22 },
  { key: 'location', field: 'deployments.0.locationId', type: 'code', width: 22 },
  { key: 'deploymentFrom', field: 'deployments.0.from', type: 'date', width: 14 },
  { key: 'deploymentTo', field: 'deployments.0.to', type: 'date', width: 14 },
];

/** Columns whose cells are numbers with meaning in their digits (leading zeros): kept as text in the sample. */
export const TEXT_COLUMNS = new Set([
  'employmentNumber',
  'identificationNumber',
  'passNumber',
  'phones',
  'postalCode',
  'biometricNumber',
  'accountNumber',
]);

/** The column of a body field or of a rule's field ('personal.phones.0' → phones). */
const COLUMN_OF_FIELD = new Map(EMPLOYEE_COLUMNS.map((column) => [column.field, column.key]));
export function columnOfPath(path: string): string | null {
  for (let candidate = path; candidate; candidate = candidate.includes('.') ? candidate.slice(0, candidate.lastIndexOf('.')) : '') {
    const column = COLUMN_OF_FIELD.get(candidate);
    if (column) return column;
  }
  return null;
}

/** The field-level permission each column needs (access field names; every deployment column needs 'deployments'). */
export function accessFieldOf(column: EmployeeColumn): string {
  return column.field.startsWith('deployments.') ? 'deployments' : column.field.slice(column.field.indexOf('.') + 1);
}

/** Columns whose values come from a code list (the sample's codes sheet). */
export type CodeColumn =
  | 'identificationType'
  | 'gender'
  | 'nationality'
  | 'maritalStatus'
  | 'race'
  | 'religion'
  | 'passType'
  | 'country'
  | 'employmentType'
  | 'paymentMode'
  | 'bank'
  | 'contributionRateType';
