import { checkDigits as checkDigitsOf, passesLuhn } from '../identification/digits.ts';
import type { IdentificationError } from '../identification/identification.types.ts';
import { checkTin } from '../identification/ph-numbers.rules.ts';
import type { RegistrationKind } from './company-registrations.data.ts';

export type RegistrationError = Exclude<IdentificationError, 'UNKNOWN_TYPE' | 'INVALID_DATE' | 'INVALID_PLACE_CODE'>;

export type RegistrationResult = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: RegistrationError };

type Rule = (compact: string) => RegistrationError | null;

/** Digits only, of one of the lengths (the identification rule's check answers only these two errors). */
const checkDigits = (compact: string, lengths: readonly number[]) =>
  checkDigitsOf(compact, lengths) as 'INVALID_FORMAT' | 'INVALID_LENGTH' | null;

/**
 * Singapore UEN (ACRA, uen.gov.sg "About UEN"; OECD's Singapore TIN sheet): a business registered
 * with ACRA has 8 digits and a check letter (nnnnnnnnX); a local company the 4-digit year of
 * registration, 5 digits and a check letter (yyyynnnnnX); other entities T/S/R (20xx/19xx/18xx),
 * two year digits, a 2-letter entity type, 4 digits and a check letter (TyyPQnnnnX); a foreign
 * company F, 000 and 5 digits and a check letter. ACRA does not publish the check letter's formula.
 */
export const checkUen: Rule = (compact) => {
  if (compact.length !== 9 && compact.length !== 10) return /^[A-Z0-9]+$/.test(compact) ? 'INVALID_LENGTH' : 'INVALID_FORMAT';
  if (/^\d{8}[A-Z]$/.test(compact)) return null;
  if (/^(18|19|20)\d{7}[A-Z]$/.test(compact)) return null;
  if (/^F000\d{5}[A-Z]$/.test(compact)) return null;
  if (/^[RST]\d{2}[A-Z]{2}\d{4}[A-Z]$/.test(compact)) return null;
  return 'INVALID_FORMAT';
};

/**
 * CPF Submission Number (CPF Board, "CPF Submission Number (CSN)" in the employer's welcome
 * letter and e-Submit@web): the employer's UEN, the 3-letter payment type (PTE for private-sector
 * employers, AMS, VSE and others) and a 2-digit serial, written 201912345K-PTE-01.
 */
export const checkCsn: Rule = (compact) => {
  const match = /^([A-Z0-9]{9,10})-?([A-Z]{3})-?(\d{2})$/.exec(compact);
  if (!match) return 'INVALID_FORMAT';
  return checkUen(match[1]!);
};

/**
 * KWSP (EPF) employer reference number: 9 digits (the "No. Majikan" boxes of the contribution
 * Borang A and the i-Akaun employer header), leading zeros included.
 */
export const checkEpfEmployer: Rule = (compact) => checkDigits(compact, [9]);

/**
 * PERKESO (SOCSO) employer code ("Kod Majikan", issued on registration with Borang 1 under the
 * Employees' Social Security Act 1969): a letter, 10 digits and a check letter, e.g. E1234567890X.
 */
export const checkSocsoEmployer: Rule = (compact) => {
  if (!/^[A-Z0-9]+$/.test(compact)) return 'INVALID_FORMAT';
  if (compact.length !== 12) return 'INVALID_LENGTH';
  return /^[A-Z]\d{10}[A-Z]$/.test(compact) ? null : 'INVALID_FORMAT';
};

/**
 * LHDN employer's number (E number, Income Tax Act 1967 s. 83; the "No. Majikan E" of Borang E
 * and CP39): E and 10 digits in LHDN's tax identification number format of 2022, which writes an
 * older 9-digit number with a trailing 0.
 */
export const checkLhdnEmployer: Rule = (compact) => {
  if (!compact.startsWith('E')) return 'INVALID_FORMAT';
  return checkDigits(compact.slice(1), [10]);
};

/**
 * NPWP of a company: 16 digits since 1 January 2024 (PMK 112/PMK.03/2022): a non-individual
 * taxpayer's is its former 15-digit NPWP behind a 0, whose first 9 digits carry a Luhn check digit
 * (the NPWP's 9th digit). A 15-digit number is the format that ended in 2024.
 */
export const checkCompanyNpwp: Rule = (compact) => {
  const digits = checkDigits(compact, [16]);
  if (digits) return digits;
  if (!compact.startsWith('0')) return 'INVALID_FORMAT';
  return passesLuhn(compact.slice(1, 10)) ? null : 'INVALID_CHECKSUM';
};

/** BPJS Ketenagakerjaan company registration number (NPP, Nomor Pendaftaran Perusahaan): 8 digits. */
export const checkBpjsKetenagakerjaan: Rule = (compact) => checkDigits(compact, [8]);

/** BPJS Kesehatan employer code (kode badan usaha, on the BPJS Kesehatan employer certificate): 8 digits. */
export const checkBpjsKesehatan: Rule = (compact) => checkDigits(compact, [8]);

const VN_TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/**
 * Vietnam tax code (mã số thuế, Circular 105/2020/TT-BTC art. 5): 10 digits for an enterprise, 13
 * for a dependent unit (the parent's 10, a dash, 3 digits 001-999). The 10th digit checks the
 * first 9: 10 − (Σ weight × digit mod 11) with weights 31 29 23 19 17 13 7 5 3; a result of 10
 * is never issued.
 */
export const checkVnTaxCode: Rule = (compact) => {
  const digits = checkDigits(compact, [10, 13]);
  if (digits) return digits;
  if (compact.length === 13 && compact.endsWith('000')) return 'INVALID_FORMAT';
  const sum = VN_TAX_CODE_WEIGHTS.reduce((total, weight, index) => total + weight * Number(compact[index]), 0);
  return 10 - (sum % 11) === Number(compact[9]) ? null : 'INVALID_CHECKSUM';
};

/**
 * Vietnam Social Security unit code (mã đơn vị, Decision 595/QĐ-BHXH, on the unit's C12 notices):
 * 2 letters for the managing office, 4 digits and a letter, e.g. TA0123A.
 */
export const checkVnSocialInsuranceUnit: Rule = (compact) => {
  if (!/^[A-Z0-9]+$/.test(compact)) return 'INVALID_FORMAT';
  if (compact.length !== 7) return 'INVALID_LENGTH';
  return /^[A-Z]{2}\d{4}[A-Z]$/.test(compact) ? null : 'INVALID_FORMAT';
};

/** SSS employer number (RA 11199; SSS Form R-1): 13 digits, the employer's 10 and a 3-digit branch (000 head office). */
export const checkSssEmployer: Rule = (compact) => checkDigits(compact, [13]);

/** PhilHealth employer number (PEN, on the Employer Data Record ER1): 12 digits, written 01-234567890-1. */
export const checkPhilhealthEmployer: Rule = (compact) => checkDigits(compact, [12]);

/** Pag-IBIG (HDMF) employer ID number: 12 digits, written 2001-2345-6789. */
export const checkPagibigEmployer: Rule = (compact) => checkDigits(compact, [12]);

/** BIR TIN of an employer: the 9-digit TIN with its branch code (3 digits, or 5 on the BIR forms since 2018). */
export const checkEmployerTin: Rule = (compact) => {
  const error = checkTin(compact);
  if (error) return error === 'INVALID_LENGTH' ? error : 'INVALID_FORMAT';
  return compact.length === 9 ? 'INVALID_LENGTH' : null;
};

/**
 * BIR Revenue District Office code (RR 12-2012 annex; the RDO on the Certificate of Registration,
 * BIR Form 2303): 3 digits (001-130), or 2 digits and a letter for the split districts (21A, 21B,
 * 21C, 23A, 23B, 25A, 25B, 53A, 53B and similar).
 */
export const checkRdoCode: Rule = (compact) => {
  if (/^\d{3}$/.test(compact)) return Number(compact) >= 1 ? null : 'INVALID_FORMAT';
  return /^\d{2}[A-Z]$/.test(compact) ? null : compact.length > 3 ? 'INVALID_LENGTH' : 'INVALID_FORMAT';
};

const RULES: Readonly<Record<RegistrationKind, Rule>> = {
  sgUen: checkUen,
  sgCpfSubmissionNumber: checkCsn,
  myEpfEmployerNumber: checkEpfEmployer,
  mySocsoEmployerCode: checkSocsoEmployer,
  myLhdnEmployerNumber: checkLhdnEmployer,
  idNpwp: checkCompanyNpwp,
  idBpjsKetenagakerjaan: checkBpjsKetenagakerjaan,
  idBpjsKesehatan: checkBpjsKesehatan,
  vnTaxCode: checkVnTaxCode,
  vnSocialInsuranceUnitCode: checkVnSocialInsuranceUnit,
  phSssEmployerNumber: checkSssEmployer,
  phPhilhealthEmployerNumber: checkPhilhealthEmployer,
  phPagibigEmployerId: checkPagibigEmployer,
  phBirTin: checkEmployerTin,
  phBirRdoCode: checkRdoCode,
};

/**
 * The number as it is kept: upper case without blanks, dots, slashes and hyphens, except the CPF
 * Submission Number and a Vietnamese branch tax code, whose hyphens are part of how they are written.
 */
export function compactRegistration(kind: RegistrationKind, value: string): string {
  const upper = value.toUpperCase().replace(/[\s./]/g, '');
  if (kind === 'sgCpfSubmissionNumber') return upper;
  return upper.replace(/-/g, '');
}

/** Whether a registration number has its published format; on success `value` is its compact form. */
export function validateRegistration({ kind, value }: { kind: RegistrationKind; value: string }): RegistrationResult {
  const compact = compactRegistration(kind, value);
  if (compact === '' || compact === '-') return { ok: false, error: 'REQUIRED' };
  const error = RULES[kind](compact);
  return error ? { ok: false, error } : { ok: true, value: formatRegistration(kind, compact) };
}

/** The compact value written the way the issuer prints it where that differs (a CSN with its hyphens, a VN branch code). */
function formatRegistration(kind: RegistrationKind, compact: string): string {
  if (kind === 'sgCpfSubmissionNumber') {
    const match = /^([A-Z0-9]{9,10})-?([A-Z]{3})-?(\d{2})$/.exec(compact)!;
    return `${match[1]}-${match[2]}-${match[3]}`;
  }
  if (kind === 'vnTaxCode' && compact.length === 13) return `${compact.slice(0, 10)}-${compact.slice(10)}`;
  return compact;
}
