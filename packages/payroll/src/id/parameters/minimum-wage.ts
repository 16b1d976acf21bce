import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/**
 * The 38 provinces by their ISO 3166-2:ID subdivision codes (the four Papuan provinces created in
 * 2022 included: PS Papua Selatan, PT Papua Tengah, PE Papua Pegunungan, PD Papua Barat Daya).
 */
export const PROVINCES = [
  'AC',
  'SU',
  'SB',
  'RI',
  'JA',
  'SS',
  'BE',
  'LA',
  'BB',
  'KR',
  'JK',
  'JB',
  'JT',
  'YO',
  'JI',
  'BT',
  'BA',
  'NB',
  'NT',
  'KB',
  'KT',
  'KS',
  'KI',
  'KU',
  'SA',
  'ST',
  'SN',
  'SG',
  'GO',
  'SR',
  'MA',
  'MU',
  'PA',
  'PB',
  'PS',
  'PT',
  'PE',
  'PD',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The provinces' official names (proper nouns, the same in every language). */
export const PROVINCE_NAMES: Readonly<Record<Province, string>> = {
  AC: 'Aceh',
  SU: 'Sumatera Utara',
  SB: 'Sumatera Barat',
  RI: 'Riau',
  JA: 'Jambi',
  SS: 'Sumatera Selatan',
  BE: 'Bengkulu',
  LA: 'Lampung',
  BB: 'Kepulauan Bangka Belitung',
  KR: 'Kepulauan Riau',
  JK: 'DKI Jakarta',
  JB: 'Jawa Barat',
  JT: 'Jawa Tengah',
  YO: 'DI Yogyakarta',
  JI: 'Jawa Timur',
  BT: 'Banten',
  BA: 'Bali',
  NB: 'Nusa Tenggara Barat',
  NT: 'Nusa Tenggara Timur',
  KB: 'Kalimantan Barat',
  KT: 'Kalimantan Tengah',
  KS: 'Kalimantan Selatan',
  KI: 'Kalimantan Timur',
  KU: 'Kalimantan Utara',
  SA: 'Sulawesi Utara',
  ST: 'Sulawesi Tengah',
  SN: 'Sulawesi Selatan',
  SG: 'Sulawesi Tenggara',
  GO: 'Gorontalo',
  SR: 'Sulawesi Barat',
  MA: 'Maluku',
  MU: 'Maluku Utara',
  PA: 'Papua',
  PB: 'Papua Barat',
  PS: 'Papua Selatan',
  PT: 'Papua Tengah',
  PE: 'Papua Pegunungan',
  PD: 'Papua Barat Daya',
};

/** A province's UMP for the year: the amount as the decree writes it (rupiah, sometimes with sen) and where it comes from. */
export interface ProvinceMinimumWage {
  readonly amount: string;
  readonly source: string;
}

/**
 * The UMP of each province for a calendar year, in force from January. A province left out is one
 * whose figure could not be sourced: the engine refuses it (the caller gives `minimumWage`) rather than
 * carry the previous year's figure forward.
 */
export type MinimumWageTable = Readonly<Partial<Record<Province, ProvinceMinimumWage>>>;

const Y2025 = 'UMP 2025 (Permenaker 16/2024: +6.5% on the 2024 UMP; governors\u2019 decrees of December 2024)';
/** CNN Indonesia's list of the 38 decrees (2 January 2025), checked against Katadata's list of 24 (December 2024). */
const LIST_2025 = 'governor\u2019s decree as listed by CNN Indonesia (2 Jan 2025) and Katadata (Dec 2024)';
const CNN_2025 = 'governor\u2019s decree as listed by CNN Indonesia (2 Jan 2025)';
const w = (amount: string, source: string): ProvinceMinimumWage => ({ amount, source });

const UMP_2025: MinimumWageTable = {
  AC: w('3685616', `${LIST_2025}; Disnakermobduk Aceh`),
  SU: w('2992559', CNN_2025),
  SB: w('2994193', LIST_2025),
  RI: w('3508776.22', `${LIST_2025}; Disnakertrans Riau (Rp3,508,776.22)`),
  JA: w('3234535', LIST_2025),
  SS: w('3681571', `${CNN_2025}; the 2026 decree's increase of Rp261,392 to Rp3,942,963 (Majalah Indonesia)`),
  BE: w('2670039', CNN_2025),
  LA: w('2893070', LIST_2025),
  BB: w('3876600', CNN_2025),
  KR: w('3623654', CNN_2025),
  JK: w('5396761', LIST_2025),
  JB: w('2191232', LIST_2025),
  JT: w('2169349', CNN_2025),
  YO: w('2264080.95', `${LIST_2025} (Rp2,264,080.95)`),
  JI: w('2305985', LIST_2025),
  BT: w('2905119', LIST_2025),
  BA: w('2996561', LIST_2025),
  NB: w('2602931', LIST_2025),
  NT: w('2328969', `${CNN_2025}; LiputanNTT (23 Dec 2025)`),
  KB: w('2878286', CNN_2025),
  KT: w('3473621.04', `${CNN_2025}; Tribun Kalteng (Rp3,473,621.04)`),
  KS: w('3496195', CNN_2025),
  KI: w('3579313', CNN_2025),
  KU: w('3580160', CNN_2025),
  SA: w('3775425', CNN_2025),
  ST: w('2915000', `${LIST_2025}; Kemnaker 2026 recap (+Rp264,565 to Rp3,179,565)`),
  SN: w('3657527', LIST_2025),
  SG: w('3073551', LIST_2025),
  GO: w('3221731', LIST_2025),
  SR: w('3104430', CNN_2025),
  MA: w('3141700', CNN_2025),
  MU: w('3408000', LIST_2025),
  PA: w('4285850', CNN_2025),
  PB: w('3615000', CNN_2025),
  PS: w('4285850', CNN_2025),
  PT: w('4285848', `${CNN_2025}; Kepgub Papua Tengah 100.3.3.1/334/2025 keeps it for 2026`),
  PE: w('4285847', `${CNN_2025}; Kemnaker (Dec 2025)`),
  PD: w('3614000', CNN_2025),
};

const KEMNAKER_2026 = 'Kemnaker recap of the 2026 UMP (CNBC Indonesia, 29 Dec 2025 and 6 Jan 2026)';

const UMP_2026: MinimumWageTable = {
  AC: w('3932552', 'Kepgub Aceh 500.15.14.1/1488/2025, in force 1 Jan 2026 (announced 5 Jan 2026)'),
  SU: w('3228971', 'Governor of Sumatera Utara, 19 Dec 2025 (Kontan, 22 Dec 2025)'),
  SB: w('3182955', KEMNAKER_2026),
  RI: w('3780495.85', 'Kepgub Riau (Disnakertrans Riau, Kontan 26 Dec 2025)'),
  JA: w('3471497', KEMNAKER_2026),
  SS: w('3942963', 'Kepgub Sumsel 963/KPTS/Disnakertrans/2025 (19 Dec 2025)'),
  BE: w('2827250', KEMNAKER_2026),
  LA: w('3047734', `Governor of Lampung (CNBC Indonesia, Dec 2025); ${KEMNAKER_2026}`),
  BB: w('4035000', `Governor of Kepulauan Bangka Belitung (CNBC Indonesia, Dec 2025); ${KEMNAKER_2026}`),
  KR: w('3879520', 'Governor of Kepulauan Riau (CNBC Indonesia, Dec 2025; Batampos)'),
  JK: w('5729876', KEMNAKER_2026),
  JB: w('2317601', 'Governor of Jawa Barat (Disway, Bola.com, Dec 2025)'),
  JT: w('2327386.07', `Governor of Jawa Tengah, 24 Dec 2025 (Media Indonesia); ${KEMNAKER_2026}`),
  YO: w('2417495', 'Governor of DI Yogyakarta (Bola.com, Dec 2025; Kemnaker list, Jan 2026)'),
  JI: w('2446880', 'Governor of Jawa Timur (Bola.com, Dec 2025; Kemnaker list, Jan 2026)'),
  BT: w('3100881.40', 'Kepgub Banten 701/2025 (24 Dec 2025)'),
  BA: w('3207459', 'Governor of Bali (Kemnaker list, Jan 2026)'),
  NB: w('2673861', 'Kepgub NTB 100.3.3.1-683/2025 (22 Dec 2025)'),
  NT: w('2455898', 'Kepgub NTT 528/KEP/HK/2025 (19 Dec 2025)'),
  KT: w('3686138', 'Kepgub Kalteng 188.44/477/2025 (19 Dec 2025)'),
  KS: w('3725000', 'Kepgub Kalsel 100.3.3.1/01101/KUM/2025 (23 Dec 2025)'),
  KI: w('3762431', 'Kepgub Kaltim 100.3.3.1/K.481/2025 (23 Dec 2025)'),
  KU: w('3755243', 'Kepgub Kaltara 100.3.3.1/698/2025 (26 Dec 2025)'),
  SA: w('4002630', 'Governor of Sulawesi Utara (IDN Times, Kontan, Dec 2025)'),
  ST: w('3179565', `Governor of Sulawesi Tengah (IDN Times, Dec 2025); ${KEMNAKER_2026}`),
  SN: w('3921088', 'Governor of Sulawesi Selatan (IDN Times, Dec 2025: +Rp263,561)'),
  SG: w('3306496', 'Governor of Sulawesi Tenggara (IDN Times, Dec 2025)'),
  GO: w('3405144', 'Governor of Gorontalo, 22 Dec 2025 (Tribun Gorontalo)'),
  SR: w('3315935', 'Governor of Sulawesi Barat (CNBC Indonesia, IDN Times, Dec 2025)'),
  PA: w('4436283', `${KEMNAKER_2026} (Bisnis.com, Okezone)`),
  PT: w('4285848', 'Kepgub Papua Tengah 100.3.3.1/334/2025: unchanged from 2025'),
  PE: w('4508714', KEMNAKER_2026),
};

/**
 * The provincial minimum wage (UMP), the floor of the BPJS Kesehatan base where the regency or city
 * sets no higher UMK (Perpres 82/2018 Art. 32 as amended: the wage base is at least the minimum wage
 * of the regency/city, or of the province where there is none).
 */
export const UMP: DatedSeries<MinimumWageTable> = assertSeries(
  [
    { from: '2025-01', source: Y2025, value: UMP_2025 },
    {
      from: '2026-01',
      source: 'UMP 2026 (PP 49/2025: inflation + growth × alpha 0.5-0.9; governors\u2019 decrees of 19-26 Dec 2025, Aceh 5 Jan 2026)',
      note:
        'Not sourced, so left out: Kalimantan Barat, Maluku, Maluku Utara, Papua Barat, Papua Barat Daya (no decree or ' +
        'recap figure found) and Papua Selatan (Rp4,508,850 and Rp4,508,100 reported).',
      value: UMP_2026,
    },
    {
      from: '2027-01',
      source: 'UMP 2027: set by the governors in late 2026 and not yet in the data.',
      note: 'Every province is refused until the 2027 decrees are added, so that a 2026 figure is never carried into 2027.',
      value: {},
    },
  ],
  'UMP',
);
