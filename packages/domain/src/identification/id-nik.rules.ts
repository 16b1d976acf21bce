import { isDateInEitherCentury } from '../calendar.ts';
import { checkDigits, passesLuhn } from './digits.ts';
import type { IdentificationError } from './identification.types.ts';

/**
 * Province codes of the Ministry of Home Affairs (Kemendagri) that open every NIK: Kepmendagri
 * 100.1.1-6117 Tahun 2022 on the codes of administrative regions, with the four Papuan provinces
 * formed in 2022 (93 Papua Selatan, 94 Papua Tengah, 95 Papua Pegunungan, 96 Papua Barat Daya).
 */
export const ID_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19', // Sumatra
  '21', // Kepulauan Riau
  '31',
  '32',
  '33',
  '34',
  '35',
  '36', // Java
  '51',
  '52',
  '53', // Bali, Nusa Tenggara
  '61',
  '62',
  '63',
  '64',
  '65', // Kalimantan
  '71',
  '72',
  '73',
  '74',
  '75',
  '76', // Sulawesi
  '81',
  '82', // Maluku
  '91',
  '92',
  '93',
  '94',
  '95',
  '96', // Papua
]);

/**
 * NIK (Nomor Induk Kependudukan), 16 digits PPKKCC-DDMMYY-SSSS: province, regency and district
 * of registration, the date of birth with 40 added to the day for women, and a serial.
 * Sources: id.wikipedia "Nomor Induk Kependudukan", and python-stdnum stdnum/id/nik.py for the
 * reading of the date (valid in either century: the number holds two digits of the year).
 */
export function checkNik(compact: string): IdentificationError | null {
  const digits = checkDigits(compact, [16]);
  if (digits) return digits;
  if (!ID_PROVINCE_CODES.has(compact.slice(0, 2))) return 'INVALID_PLACE_CODE';
  const encodedDay = Number(compact.slice(6, 8));
  const day = encodedDay > 40 ? encodedDay - 40 : encodedDay;
  return isDateInEitherCentury(Number(compact.slice(10, 12)), Number(compact.slice(8, 10)), day) ? null : 'INVALID_DATE';
}

/**
 * NPWP (tax number). 15 digits (the format before 2024): 2 digits taxpayer type, 6 serial, a
 * Luhn check digit over those 8, 3 tax office, 3 branch. 16 digits (PMK 112/PMK.03/2022, from
 * 2024): an individual's NIK, or the 15-digit number behind a leading 0.
 * Source: python-stdnum stdnum/id/npwp.py (Luhn over the first 9 digits of the 15-digit form).
 */
export function checkNpwp(compact: string): IdentificationError | null {
  const digits = checkDigits(compact, [15, 16]);
  if (digits) return digits;
  if (compact.length === 16 && !compact.startsWith('0')) return checkNik(compact);
  const fifteen = compact.length === 16 ? compact.slice(1) : compact;
  return passesLuhn(fifteen.slice(0, 9)) ? null : 'INVALID_CHECKSUM';
}
