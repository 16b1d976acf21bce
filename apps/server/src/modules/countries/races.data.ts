import type { CompanyCountry } from '@tenaga/contracts';

/**
 * Race or ethnic group, per country, as that country's forms ask it; labels under
 * reference:races.<country>.<value>. Values are stored on employee records: never rename one.
 * - SG: Chinese, Malay, Indian, Eurasian, Others, the groups of the NRIC "race" field that the
 *   CPF self-help group funds follow (CDAC, MBMF, SINDA, ECF).
 * - MY: the "Bangsa/Keturunan" choices of Malaysian government forms, after the Department of
 *   Statistics' grouping (Bumiputera: Malay, Orang Asli, the Sabah and Sarawak groups; Chinese;
 *   Indian; others).
 * - ID: the KTP records no ethnicity; the largest groups of BPS's 2010 Population Census
 *   ("Kewarganegaraan, Suku Bangsa, Agama, dan Bahasa Sehari-hari Penduduk Indonesia").
 * - VN: forms ask the ethnic group (dân tộc) among the 54 recognised; the ten most numerous at
 *   the 2019 Population and Housing Census (GSO), then others.
 * - PH: the largest ethnic groups of the PSA 2020 Census of Population and Housing.
 */
export const RACES: Readonly<Record<CompanyCountry, readonly string[]>> = {
  SG: ['chinese', 'malay', 'indian', 'eurasian', 'others'],
  MY: ['malay', 'chinese', 'indian', 'sabahBumiputera', 'sarawakBumiputera', 'orangAsli', 'others'],
  ID: [
    'javanese',
    'sundanese',
    'batak',
    'madurese',
    'betawi',
    'minangkabau',
    'buginese',
    'malay',
    'bantenese',
    'banjarese',
    'acehnese',
    'balinese',
    'sasak',
    'dayak',
    'chinese',
    'others',
  ],
  VN: ['kinh', 'tay', 'thai', 'muong', 'hmong', 'khmer', 'nung', 'dao', 'hoa', 'jarai', 'others'],
  PH: [
    'tagalog',
    'bisaya',
    'ilocano',
    'cebuano',
    'hiligaynon',
    'bikol',
    'waray',
    'kapampangan',
    'pangasinense',
    'maranao',
    'maguindanao',
    'tausug',
    'others',
  ],
};
