import type { DomainCountry } from '../countries/index.ts';

/**
 * The numbers an employer is registered under with each country's tax office and social security
 * funds: what payroll returns, contribution files and payslips quote. One kind per number; the
 * country it belongs to comes with it, so a company employing in several countries keeps each
 * country's set. Formats and their sources are beside each rule (company-registrations.rules.ts).
 */
export const REGISTRATION_KINDS = [
  'sgUen',
  'sgCpfSubmissionNumber',
  'myEpfEmployerNumber',
  'mySocsoEmployerCode',
  'myLhdnEmployerNumber',
  'idNpwp',
  'idBpjsKetenagakerjaan',
  'idBpjsKesehatan',
  'vnTaxCode',
  'vnSocialInsuranceUnitCode',
  'phSssEmployerNumber',
  'phPhilhealthEmployerNumber',
  'phPagibigEmployerId',
  'phBirTin',
  'phBirRdoCode',
] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export interface RegistrationDefinition {
  readonly kind: RegistrationKind;
  readonly country: DomainCountry;
  /** A well-formed example, shown as the field's placeholder. */
  readonly example: string;
  /** Longest value accepted before checking (with its blanks and separators). */
  readonly maxLength: number;
}

const define = (kind: RegistrationKind, country: DomainCountry, example: string, maxLength = 30): RegistrationDefinition => ({
  kind,
  country,
  example,
  maxLength,
});

export const REGISTRATIONS: readonly RegistrationDefinition[] = [
  define('sgUen', 'SG', '201912345K'),
  define('sgCpfSubmissionNumber', 'SG', '201912345K-PTE-01'),
  define('myEpfEmployerNumber', 'MY', '012345678'),
  define('mySocsoEmployerCode', 'MY', 'E1234567890X'),
  define('myLhdnEmployerNumber', 'MY', 'E1234567890'),
  define('idNpwp', 'ID', '0013121660091000'),
  define('idBpjsKetenagakerjaan', 'ID', '12345678'),
  define('idBpjsKesehatan', 'ID', '01234567'),
  define('vnTaxCode', 'VN', '0100233488'),
  define('vnSocialInsuranceUnitCode', 'VN', 'TA0123A'),
  define('phSssEmployerNumber', 'PH', '03-91234567-000'),
  define('phPhilhealthEmployerNumber', 'PH', '01-234567890-1'),
  define('phPagibigEmployerId', 'PH', '2001-2345-6789'),
  define('phBirTin', 'PH', '123-456-789-000'),
  define('phBirRdoCode', 'PH', '050'),
];

export function registrationsFor(country: DomainCountry): readonly RegistrationDefinition[] {
  return REGISTRATIONS.filter((definition) => definition.country === country);
}

export function registrationDefinition(kind: RegistrationKind): RegistrationDefinition {
  return REGISTRATIONS.find((definition) => definition.kind === kind)!;
}
