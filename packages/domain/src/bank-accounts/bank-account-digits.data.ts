/**
 * How many digits an account number has at each bank: the table of spec §5 ("Bank account digits
 * by bank"), one row per row of the table, with the bank codes (the countries module's bank list,
 * apps/server/src/modules/countries/banks.data.ts) each row applies to. The table names
 * banks without their country; by its order it lists Singapore banks, then Malaysian ones (CIMB
 * to Public Bank), then Singapore's digital banks. CIMB and Citibank hold 10-digit accounts in
 * both countries, so their rows apply to both.
 */
export interface BankAccountDigitsRow {
  /** The bank as the spec's table names it. */
  readonly bank: string;
  readonly digits: readonly number[];
  readonly bankCodes: readonly string[];
}

export const BANK_ACCOUNT_DIGITS: readonly BankAccountDigitsRow[] = [
  { bank: 'UOB', digits: [10], bankCodes: ['SG_UOB'] },
  { bank: 'Standard Chartered', digits: [10], bankCodes: ['SG_SCB'] },
  { bank: 'HSBC', digits: [12], bankCodes: ['SG_HSBC'] },
  { bank: 'DBS', digits: [10], bankCodes: ['SG_DBS'] },
  { bank: 'POSB', digits: [9], bankCodes: ['SG_POSB'] },
  { bank: 'OCBC', digits: [10, 12], bankCodes: ['SG_OCBC'] },
  { bank: 'Maybank Singapore', digits: [11], bankCodes: ['SG_MAYBANK'] },
  { bank: 'Maybank Malayan Banking Singapore branch', digits: [11], bankCodes: ['SG_MAYBANK_MBB'] },
  { bank: 'CIMB', digits: [10], bankCodes: ['MY_CIMB', 'SG_CIMB'] },
  { bank: 'Hong Leong', digits: [11], bankCodes: ['MY_HONG_LEONG'] },
  { bank: 'Maybank Malaysia', digits: [12], bankCodes: ['MY_MAYBANK'] },
  { bank: 'RHB', digits: [12, 14, 16], bankCodes: ['MY_RHB'] },
  { bank: 'Ambank', digits: [13], bankCodes: ['MY_AMBANK'] },
  { bank: 'Public Bank', digits: [10], bankCodes: ['MY_PUBLIC_BANK'] },
  { bank: 'GXS', digits: [11], bankCodes: ['SG_GXS'] },
  { bank: 'MariBank', digits: [9], bankCodes: ['SG_MARIBANK'] },
  { bank: 'Trust Bank', digits: [10], bankCodes: ['SG_TRUST'] },
  { bank: 'Citibank', digits: [10], bankCodes: ['SG_CITIBANK', 'MY_CITIBANK'] },
];

/**
 * Banks outside the table: only a sanity bound. Account numbers of the banks Tenaga lists run from
 * 9 digits (POSB) to 16 (RHB, Indonesian and Philippine banks) and up to 19 at some Vietnamese
 * banks; fewer than 5 or more than 20 is a typing slip.
 */
export const OTHER_BANK_ACCOUNT_LENGTH = { min: 5, max: 20 } as const;
