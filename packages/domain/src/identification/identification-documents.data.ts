import type { DomainCountry } from '../countries/countries.data.ts';
import { checkVnTaxCode } from '../company-registrations/company-registrations.rules.ts';
import { checkDigits } from './digits.ts';
import type { IdentificationError, IdentificationResult } from './identification.types.ts';
import { IDENTIFICATION_TYPES, IDENTIFICATION_TYPE_IDS, isIdentificationTypeId } from './identification-types.data.ts';
import { checkSgUinFin, FIN_SERIES } from './sg-nric.rules.ts';
import { checkCccd } from './vn-cccd.rules.ts';
import { compactIdentificationNumber, validateIdentificationNumber } from './validate-identification.ts';

/**
 * The documents an employee's identifications section holds beside the record's own identification:
 * every identification type, and the passes, tax and social security numbers that are not used as
 * the record's identification. Ids are stored: never rename one.
 */
export const EXTRA_DOCUMENT_TYPE_IDS = [
  'SG_WORK_PASS',
  'MY_TAX',
  'ID_BPJS_KESEHATAN',
  'ID_BPJS_KETENAGAKERJAAN',
  'VN_TAX',
  'VN_SOCIAL_INSURANCE',
  'PH_PHILHEALTH',
  'PH_PAGIBIG',
  'WORK_PERMIT',
] as const;
export const IDENTIFICATION_DOCUMENT_TYPE_IDS = [...IDENTIFICATION_TYPE_IDS, ...EXTRA_DOCUMENT_TYPE_IDS] as const;
export type IdentificationDocumentTypeId = (typeof IDENTIFICATION_DOCUMENT_TYPE_IDS)[number];

/** What a document is for: who the person is, whether they may work, their tax file, their social security. */
export const IDENTIFICATION_DOCUMENT_CATEGORIES = ['identity', 'passport', 'pass', 'tax', 'social'] as const;
export type IdentificationDocumentCategory = (typeof IDENTIFICATION_DOCUMENT_CATEGORIES)[number];

export interface IdentificationDocumentType {
  readonly id: IdentificationDocumentTypeId;
  /** The issuing country; null for a document of any country (its country is stated with it). */
  readonly country: DomainCountry | null;
  readonly category: IdentificationDocumentCategory;
  /** Its name, an i18n key of the `reference` namespace. */
  readonly labelKey: `reference:identificationTypes.${IdentificationDocumentTypeId}`;
  /** A number of the right form, written as people write it (for placeholders). */
  readonly example: string;
  /** Its number has a published form that is checked (false: any letters and digits are taken). */
  readonly checked: boolean;
}

const CATEGORY_OF_TYPE: Record<(typeof IDENTIFICATION_TYPE_IDS)[number], IdentificationDocumentCategory> = {
  SG_NRIC: 'identity',
  SG_FIN: 'pass',
  SG_PASSPORT: 'passport',
  MY_MYKAD: 'identity',
  MY_PASSPORT: 'passport',
  ID_NIK: 'identity',
  ID_NPWP: 'tax',
  ID_PASSPORT: 'passport',
  VN_CCCD: 'identity',
  VN_CMND: 'identity',
  VN_PASSPORT: 'passport',
  PH_PCN: 'identity',
  PH_PSN: 'identity',
  PH_TIN: 'tax',
  PH_SSS: 'social',
  PH_UMID_CRN: 'social',
  PH_PASSPORT: 'passport',
  PASSPORT: 'passport',
};

const extra = (
  id: (typeof EXTRA_DOCUMENT_TYPE_IDS)[number],
  country: DomainCountry | null,
  category: IdentificationDocumentCategory,
  example: string,
  checked = true,
): IdentificationDocumentType => ({ id, country, category, labelKey: `reference:identificationTypes.${id}`, example, checked });

export const IDENTIFICATION_DOCUMENT_TYPES: readonly IdentificationDocumentType[] = [
  ...IDENTIFICATION_TYPES.map((type) => ({ ...type, category: CATEGORY_OF_TYPE[type.id], checked: true })),
  extra('SG_WORK_PASS', 'SG', 'pass', 'G1234567X'),
  extra('MY_TAX', 'MY', 'tax', 'IG12345678090'),
  extra('ID_BPJS_KESEHATAN', 'ID', 'social', '0001234567890'),
  extra('ID_BPJS_KETENAGAKERJAAN', 'ID', 'social', '12345678901'),
  extra('VN_TAX', 'VN', 'tax', '0100233488'),
  extra('VN_SOCIAL_INSURANCE', 'VN', 'social', '0123456789'),
  extra('PH_PHILHEALTH', 'PH', 'social', '12-345678901-2'),
  extra('PH_PAGIBIG', 'PH', 'social', '1234-5678-9012'),
  extra('WORK_PERMIT', null, 'pass', 'WP12345678', false),
];

/** A country's own documents (identity, passes, tax, social security), then those of any country. */
export function identificationDocumentTypesFor(country: DomainCountry): IdentificationDocumentType[] {
  return [
    ...IDENTIFICATION_DOCUMENT_TYPES.filter((entry) => entry.country === country),
    ...IDENTIFICATION_DOCUMENT_TYPES.filter((entry) => entry.country === null),
  ];
}

export function isIdentificationDocumentTypeId(value: string): value is IdentificationDocumentTypeId {
  return (IDENTIFICATION_DOCUMENT_TYPE_IDS as readonly string[]).includes(value);
}

type ExtraRule = (compact: string, context: { readonly today: string | undefined }) => IdentificationError | null;

/**
 * Singapore work passes (Employment Pass, S Pass, Work Permit and the others MOM issues): the card
 * identifies its holder by the FIN printed on it (MOM, "Work pass card"), checked as a FIN.
 */
const checkSgWorkPass: ExtraRule = (compact) => checkSgUinFin(compact, FIN_SERIES);

/**
 * Malaysia's income tax number (LHDN, nombor cukai pendapatan): since 2 January 2023 an individual's
 * is IG and 9 to 11 digits; numbers issued before carry SG or OG (still accepted by LHDN's
 * systems). Source: LHDN, "Tax Identification Number (TIN)" notice of the 2023 format change.
 */
const checkMyTax: ExtraRule = (compact) => {
  if (!/^[A-Z0-9]+$/.test(compact)) return 'INVALID_FORMAT';
  const match = /^(IG|SG|OG)(\d+)$/.exec(compact);
  if (!match) return 'INVALID_FORMAT';
  return match[2]!.length >= 9 && match[2]!.length <= 11 ? null : 'INVALID_LENGTH';
};

/** BPJS Kesehatan (JKN-KIS) card number: 13 digits (Peraturan BPJS Kesehatan 6/2018 on the participant card). */
const checkBpjsKesehatan: ExtraRule = (compact) => checkDigits(compact, [13]);

/** BPJS Ketenagakerjaan participant number (KPJ, on the participant card): 11 digits. */
const checkBpjsKetenagakerjaan: ExtraRule = (compact) => checkDigits(compact, [11]);

/**
 * Vietnam's personal tax code: the 10-digit tax code with its check digit (Circular 105/2020/TT-BTC
 * art. 5, the same rule as an enterprise's), or, from 1 July 2025, the person's 12-digit personal
 * identification number (Circular 86/2024/TT-BTC art. 35), checked as a CCCD.
 */
const checkVnTax: ExtraRule = (compact, { today }) => {
  if (/^\d{12}$/.test(compact)) return checkCccd(compact, today);
  // 13 digits are a dependent unit of an enterprise, never a person.
  if (/^\d+$/.test(compact) && compact.length !== 10) return 'INVALID_LENGTH';
  return checkVnTaxCode(compact);
};

/** Vietnam Social Security number (mã số BHXH, on the social insurance book and the health insurance card): 10 digits. */
const checkVnSocialInsurance: ExtraRule = (compact) => checkDigits(compact, [10]);

/** PhilHealth Identification Number (PIN, RA 11223 and the Member Data Record): 12 digits, written 12-345678901-2. */
const checkPhilhealth: ExtraRule = (compact) => checkDigits(compact, [12]);

/** Pag-IBIG (HDMF) Membership ID number (MID, RA 9679): 12 digits, written 1234-5678-9012. */
const checkPagibig: ExtraRule = (compact) => checkDigits(compact, [12]);

/** A work permit of any country (Indonesia's KITAS and RPTKA, Malaysia's PLKS, Vietnam's work permit, the Philippines' AEP): letters and digits. */
const checkWorkPermit: ExtraRule = (compact) => {
  if (!/^[A-Z0-9]+$/.test(compact)) return 'INVALID_FORMAT';
  return compact.length >= 4 && compact.length <= 30 ? null : 'INVALID_LENGTH';
};

const EXTRA_RULES: Record<(typeof EXTRA_DOCUMENT_TYPE_IDS)[number], ExtraRule> = {
  SG_WORK_PASS: checkSgWorkPass,
  MY_TAX: checkMyTax,
  ID_BPJS_KESEHATAN: checkBpjsKesehatan,
  ID_BPJS_KETENAGAKERJAAN: checkBpjsKetenagakerjaan,
  VN_TAX: checkVnTax,
  VN_SOCIAL_INSURANCE: checkVnSocialInsurance,
  PH_PHILHEALTH: checkPhilhealth,
  PH_PAGIBIG: checkPagibig,
  WORK_PERMIT: checkWorkPermit,
};

/**
 * Checks a document's number by its issuer's rule (the identification types' own rules for those);
 * on success `value` is the compact form it is stored and compared in.
 */
export function validateIdentificationDocument({
  type,
  value,
  today,
}: {
  type: string;
  value: string;
  today?: string;
}): IdentificationResult {
  if (isIdentificationTypeId(type)) return validateIdentificationNumber({ type, value, ...(today ? { today } : {}) });
  if (!isIdentificationDocumentTypeId(type)) return { ok: false, error: 'UNKNOWN_TYPE' };
  const compact = compactIdentificationNumber({ type: 'PASSPORT', value });
  if (compact === '') return { ok: false, error: 'REQUIRED' };
  const error = EXTRA_RULES[type as (typeof EXTRA_DOCUMENT_TYPE_IDS)[number]](compact, { today });
  return error ? { ok: false, error } : { ok: true, value: compact };
}
