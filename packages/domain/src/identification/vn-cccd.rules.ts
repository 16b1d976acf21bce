import { parseIsoDate } from '../calendar.ts';
import { checkDigits } from './digits.ts';
import type { IdentificationError } from './identification.types.ts';

/**
 * Codes of the provinces where a citizen's birth was registered, the first 3 digits of the
 * personal identification number: Appendix 1 of Circular 07/2016/TT-BCA (Thông tư 07/2016/TT-BCA,
 * "Bảng danh mục mã tỉnh, thành phố trực thuộc trung ương nơi công dân đăng ký khai sinh"), the 63
 * provinces. Numbers already issued keep these codes after the 2025 merger of provinces.
 */
export const VN_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '001',
  '002',
  '004',
  '006',
  '008',
  '010',
  '011',
  '012',
  '014',
  '015',
  '017',
  '019',
  '020',
  '022',
  '024',
  '025',
  '026',
  '027',
  '030',
  '031',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '040',
  '042',
  '044',
  '045',
  '046',
  '048',
  '049',
  '051',
  '052',
  '054',
  '056',
  '058',
  '060',
  '062',
  '064',
  '066',
  '067',
  '068',
  '070',
  '072',
  '074',
  '075',
  '077',
  '079',
  '080',
  '082',
  '083',
  '084',
  '086',
  '087',
  '089',
  '091',
  '092',
  '093',
  '094',
  '095',
  '096',
]);

/**
 * CCCD / personal identification number (số định danh cá nhân), 12 digits: province code (3), a
 * digit for century and gender (0/1 born 1900–1999 man/woman, 2/3 2000–2099, 4/5 2100–2199, …),
 * the last two digits of the year of birth, then 6 random digits (Decree 137/2015/NĐ-CP Art. 13;
 * Circular 07/2016/TT-BCA Art. 7). Citizens whose birth was registered abroad carry a country code
 * instead of a province code; those codes are not listed here.
 */
export function checkCccd(compact: string, today: string | undefined): IdentificationError | null {
  const digits = checkDigits(compact, [12]);
  if (digits) return digits;
  if (!VN_PROVINCE_CODES.has(compact.slice(0, 3))) return 'INVALID_PLACE_CODE';
  const century = Math.floor(Number(compact[3]) / 2);
  const yearOfBirth = 1900 + century * 100 + Number(compact.slice(4, 6));
  const now = today === undefined ? null : parseIsoDate(today);
  return now && yearOfBirth > now.year ? 'INVALID_DATE' : null;
}

/** CMND, the identity card before CCCD (Decree 05/1999/NĐ-CP): 9 digits. */
export function checkCmnd(compact: string): IdentificationError | null {
  return checkDigits(compact, [9]);
}
