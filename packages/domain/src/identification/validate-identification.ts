import { checkNik, checkNpwp } from './id-nik.rules.ts';
import type { IdentificationError, IdentificationResult, IdentificationRule } from './identification.types.ts';
import { isIdentificationTypeId, type IdentificationTypeId } from './identification-types.data.ts';
import { checkMyKad } from './my-mykad.rules.ts';
import { checkPassport } from './passports.rules.ts';
import { checkPcn, checkPsn, checkSss, checkTin, checkUmidCrn } from './ph-numbers.rules.ts';
import { checkSgUinFin, FIN_SERIES, NRIC_SERIES } from './sg-nric.rules.ts';
import { checkCccd, checkCmnd } from './vn-cccd.rules.ts';

const RULES: Record<IdentificationTypeId, IdentificationRule> = {
  SG_NRIC: (compact) => checkSgUinFin(compact, NRIC_SERIES),
  SG_FIN: (compact) => checkSgUinFin(compact, FIN_SERIES),
  SG_PASSPORT: (compact) => checkPassport(compact, 'SG'),
  MY_MYKAD: checkMyKad,
  MY_PASSPORT: (compact) => checkPassport(compact, 'MY'),
  ID_NIK: checkNik,
  ID_NPWP: checkNpwp,
  ID_PASSPORT: (compact) => checkPassport(compact, 'ID'),
  VN_CCCD: (compact, { today }) => checkCccd(compact, today),
  VN_CMND: checkCmnd,
  VN_PASSPORT: (compact) => checkPassport(compact, 'VN'),
  PH_PCN: checkPcn,
  PH_PSN: checkPsn,
  PH_TIN: checkTin,
  PH_SSS: checkSss,
  PH_UMID_CRN: checkUmidCrn,
  PH_PASSPORT: (compact) => checkPassport(compact, 'PH'),
  PASSPORT: (compact) => checkPassport(compact, null),
};

/**
 * The number as it is stored and compared for uniqueness: upper case, without the blanks, dots,
 * hyphens and slashes people type between groups ('900101-14-5678' → '900101145678'), and
 * without the 'CRN' label printed before a UMID number.
 */
export function compactIdentificationNumber({ type, value }: { type: IdentificationTypeId; value: string }): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  return type === 'PH_UMID_CRN' && compact.startsWith('CRN') ? compact.slice(3) : compact;
}

/**
 * Checks an identification number against its document's format, check digit and the date and
 * place codes it carries. `today` (YYYY-MM-DD, the company's today) lets numbers that state a
 * full year of birth (CCCD) refuse a year still to come. On success, `value` is the compact form.
 */
export function validateIdentificationNumber({
  type,
  value,
  today,
}: {
  type: string;
  value: string;
  today?: string;
}): IdentificationResult {
  if (!isIdentificationTypeId(type)) return { ok: false, error: 'UNKNOWN_TYPE' };
  const compact = compactIdentificationNumber({ type, value });
  if (compact === '') return { ok: false, error: 'REQUIRED' };
  const error: IdentificationError | null = RULES[type](compact, { today });
  return error ? { ok: false, error } : { ok: true, value: compact };
}

/**
 * Shows only the last 4 characters (spec §5, when the company masks identification numbers):
 * 'S1234567D' → '*****567D'. A value of 4 characters or fewer has nothing before them to hide.
 */
export function maskIdentificationNumber(value: string): string {
  const visible = 4;
  return value.length <= visible ? value : '*'.repeat(value.length - visible) + value.slice(-visible);
}
