import type { DomainCountry } from '../countries/countries.data.ts';

/**
 * The identification documents an employee record can carry, per country. `PASSPORT` is the
 * passport of any other country (a foreign worker's). Ids are stored on employee records: never
 * rename one.
 */
export const IDENTIFICATION_TYPE_IDS = [
  'SG_NRIC',
  'SG_FIN',
  'SG_PASSPORT',
  'MY_MYKAD',
  'MY_PASSPORT',
  'ID_NIK',
  'ID_NPWP',
  'ID_PASSPORT',
  'VN_CCCD',
  'VN_CMND',
  'VN_PASSPORT',
  'PH_PCN',
  'PH_PSN',
  'PH_TIN',
  'PH_SSS',
  'PH_UMID_CRN',
  'PH_PASSPORT',
  'PASSPORT',
] as const;

export type IdentificationTypeId = (typeof IDENTIFICATION_TYPE_IDS)[number];

export interface IdentificationType {
  readonly id: IdentificationTypeId;
  /** The issuing country; null for a passport of any other country. */
  readonly country: DomainCountry | null;
  /** Its name, an i18n key of the `reference` namespace. */
  readonly labelKey: `reference:identificationTypes.${IdentificationTypeId}`;
  /** A number of the right form, written as people write it (for placeholders). */
  readonly example: string;
}

const type = (id: IdentificationTypeId, country: DomainCountry | null, example: string): IdentificationType => ({
  id,
  country,
  labelKey: `reference:identificationTypes.${id}`,
  example,
});

export const IDENTIFICATION_TYPES: readonly IdentificationType[] = [
  type('SG_NRIC', 'SG', 'S1234567D'),
  type('SG_FIN', 'SG', 'M1234567K'),
  type('SG_PASSPORT', 'SG', 'K1234567A'),
  type('MY_MYKAD', 'MY', '900101-14-5678'),
  type('MY_PASSPORT', 'MY', 'A12345678'),
  type('ID_NIK', 'ID', '3171011708450001'),
  type('ID_NPWP', 'ID', '01.312.166.0-091.000'),
  type('ID_PASSPORT', 'ID', 'B1234567'),
  type('VN_CCCD', 'VN', '001090012345'),
  type('VN_CMND', 'VN', '123456789'),
  type('VN_PASSPORT', 'VN', 'C1234567'),
  type('PH_PCN', 'PH', '1234-5678-9012-3456'),
  type('PH_PSN', 'PH', '1234-5678901-2'),
  type('PH_TIN', 'PH', '123-456-789-000'),
  type('PH_SSS', 'PH', '34-1234567-8'),
  type('PH_UMID_CRN', 'PH', 'CRN-0111-2345678-9'),
  type('PH_PASSPORT', 'PH', 'P1234567A'),
  type('PASSPORT', null, 'X12345678'),
];

/** A country's own documents, then the passport of any other country. */
export function identificationTypesFor(country: DomainCountry): IdentificationType[] {
  return [
    ...IDENTIFICATION_TYPES.filter((entry) => entry.country === country),
    ...IDENTIFICATION_TYPES.filter((entry) => entry.country === null),
  ];
}

export function isIdentificationTypeId(value: string): value is IdentificationTypeId {
  return (IDENTIFICATION_TYPE_IDS as readonly string[]).includes(value);
}
