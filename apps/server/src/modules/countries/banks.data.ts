import type { CompanyCountry } from '@tenaga/contracts';

export interface Bank {
  /** Stored on employee records (payment details): never change one. */
  readonly code: string;
  /** The bank's own name: not translated. */
  readonly name: string;
  /** SWIFT/BIC of the head office, where known. */
  readonly swift: string | null;
}

/**
 * Banks an employee's salary can be paid into, per country: the banks of spec §5's account-digit
 * table (packages/domain bank-account-digits.data.ts names them by these codes) and the main
 * retail banks of each country. SWIFT/BIC codes are the head-office codes the banks publish for
 * incoming transfers; null where this list has not confirmed one.
 * Sources: the central banks' registers of licensed banks (MAS for SG, Bank Negara Malaysia, OJK
 * for ID, the State Bank of Vietnam, BSP for PH), taking the largest retail banks; SG SWIFT codes
 * as the banks list them (DBS and POSB share DBSSSGSG; Maybank Singapore Limited is MBBESGS2, the
 * Malayan Banking Berhad branch MBBESGSG; Standard Chartered's local subsidiary SCBLSG22).
 */
export const BANKS: Readonly<Record<CompanyCountry, readonly Bank[]>> = {
  SG: [
    { code: 'SG_DBS', name: 'DBS Bank', swift: 'DBSSSGSG' },
    { code: 'SG_POSB', name: 'POSB', swift: 'DBSSSGSG' },
    { code: 'SG_OCBC', name: 'OCBC Bank', swift: 'OCBCSGSG' },
    { code: 'SG_UOB', name: 'United Overseas Bank (UOB)', swift: 'UOVBSGSG' },
    { code: 'SG_SCB', name: 'Standard Chartered Bank (Singapore)', swift: 'SCBLSG22' },
    { code: 'SG_HSBC', name: 'HSBC Bank (Singapore)', swift: 'HSBCSGS2' },
    { code: 'SG_CITIBANK', name: 'Citibank Singapore', swift: 'CITISGSL' },
    { code: 'SG_MAYBANK', name: 'Maybank Singapore', swift: 'MBBESGS2' },
    { code: 'SG_MAYBANK_MBB', name: 'Malayan Banking Berhad, Singapore branch', swift: 'MBBESGSG' },
    { code: 'SG_CIMB', name: 'CIMB Bank, Singapore', swift: 'CIBBSGSG' },
    { code: 'SG_BOC', name: 'Bank of China, Singapore', swift: 'BKCHSGSG' },
    { code: 'SG_ICBC', name: 'ICBC Singapore', swift: 'ICBKSGSG' },
    { code: 'SG_RHB', name: 'RHB Bank, Singapore', swift: 'RHBBSGSG' },
    { code: 'SG_GXS', name: 'GXS Bank', swift: null },
    { code: 'SG_MARIBANK', name: 'MariBank', swift: null },
    { code: 'SG_TRUST', name: 'Trust Bank', swift: 'TRBUSGSG' },
  ],
  MY: [
    { code: 'MY_MAYBANK', name: 'Maybank (Malayan Banking)', swift: 'MBBEMYKL' },
    { code: 'MY_CIMB', name: 'CIMB Bank', swift: 'CIBBMYKL' },
    { code: 'MY_PUBLIC_BANK', name: 'Public Bank', swift: 'PBBEMYKL' },
    { code: 'MY_RHB', name: 'RHB Bank', swift: 'RHBBMYKL' },
    { code: 'MY_HONG_LEONG', name: 'Hong Leong Bank', swift: 'HLBBMYKL' },
    { code: 'MY_AMBANK', name: 'AmBank', swift: 'ARBKMYKL' },
    { code: 'MY_CITIBANK', name: 'Citibank Malaysia', swift: 'CITIMYKL' },
    { code: 'MY_BANK_ISLAM', name: 'Bank Islam Malaysia', swift: 'BIMBMYKL' },
    { code: 'MY_BANK_RAKYAT', name: 'Bank Rakyat', swift: 'BKRMMYKL' },
    { code: 'MY_BSN', name: 'Bank Simpanan Nasional (BSN)', swift: 'BSNAMYK1' },
    { code: 'MY_OCBC', name: 'OCBC Bank (Malaysia)', swift: 'OCBCMYKL' },
    { code: 'MY_UOB', name: 'UOB Malaysia', swift: 'UOVBMYKL' },
    { code: 'MY_HSBC', name: 'HSBC Bank Malaysia', swift: 'HBMBMYKL' },
    { code: 'MY_SCB', name: 'Standard Chartered Bank Malaysia', swift: 'SCBLMYKX' },
    { code: 'MY_ALLIANCE', name: 'Alliance Bank', swift: 'MFBBMYKL' },
    { code: 'MY_AFFIN', name: 'Affin Bank', swift: 'PHBMMYKL' },
    { code: 'MY_BANK_MUAMALAT', name: 'Bank Muamalat', swift: 'BMMBMYKL' },
    { code: 'MY_AGROBANK', name: 'Agrobank', swift: 'AGOBMYKL' },
  ],
  ID: [
    { code: 'ID_BCA', name: 'Bank Central Asia (BCA)', swift: 'CENAIDJA' },
    { code: 'ID_MANDIRI', name: 'Bank Mandiri', swift: 'BMRIIDJA' },
    { code: 'ID_BRI', name: 'Bank Rakyat Indonesia (BRI)', swift: 'BRINIDJA' },
    { code: 'ID_BNI', name: 'Bank Negara Indonesia (BNI)', swift: 'BNINIDJA' },
    { code: 'ID_BTN', name: 'Bank Tabungan Negara (BTN)', swift: 'BTANIDJA' },
    { code: 'ID_BSI', name: 'Bank Syariah Indonesia (BSI)', swift: 'BSMDIDJA' },
    { code: 'ID_CIMB_NIAGA', name: 'CIMB Niaga', swift: 'BNIAIDJA' },
    { code: 'ID_DANAMON', name: 'Bank Danamon', swift: 'BDINIDJA' },
    { code: 'ID_PERMATA', name: 'Bank Permata', swift: 'BBBAIDJA' },
    { code: 'ID_MAYBANK', name: 'Maybank Indonesia', swift: 'IBBKIDJA' },
    { code: 'ID_OCBC', name: 'Bank OCBC NISP', swift: 'NISPIDJA' },
    { code: 'ID_PANIN', name: 'Panin Bank', swift: 'PINBIDJA' },
    { code: 'ID_UOB', name: 'UOB Indonesia', swift: 'BBIJIDJA' },
    { code: 'ID_MEGA', name: 'Bank Mega', swift: 'MEGAIDJA' },
    { code: 'ID_BANK_DKI', name: 'Bank DKI', swift: 'BDKIIDJA' },
  ],
  VN: [
    { code: 'VN_VIETCOMBANK', name: 'Vietcombank', swift: 'BFTVVNVX' },
    { code: 'VN_VIETINBANK', name: 'VietinBank', swift: 'ICBVVNVX' },
    { code: 'VN_BIDV', name: 'BIDV', swift: 'BIDVVNVX' },
    { code: 'VN_AGRIBANK', name: 'Agribank', swift: 'VBAAVNVX' },
    { code: 'VN_TECHCOMBANK', name: 'Techcombank', swift: 'VTCBVNVX' },
    { code: 'VN_MB', name: 'MB Bank (Military Commercial Joint Stock Bank)', swift: 'MSCBVNVX' },
    { code: 'VN_ACB', name: 'ACB (Asia Commercial Bank)', swift: 'ASCBVNVX' },
    { code: 'VN_VPBANK', name: 'VPBank', swift: 'VPBKVNVX' },
    { code: 'VN_SACOMBANK', name: 'Sacombank', swift: 'SGTTVNVX' },
    { code: 'VN_TPBANK', name: 'TPBank', swift: 'TPBVVNVX' },
    { code: 'VN_HDBANK', name: 'HDBank', swift: 'HDBCVNVX' },
    { code: 'VN_VIB', name: 'VIB (Vietnam International Bank)', swift: 'VNIBVNVX' },
    { code: 'VN_SHB', name: 'SHB (Saigon-Hanoi Bank)', swift: 'SHBAVNVX' },
    { code: 'VN_EXIMBANK', name: 'Eximbank', swift: 'EBVIVNVX' },
    { code: 'VN_MSB', name: 'MSB (Maritime Bank)', swift: 'MCOBVNVX' },
  ],
  PH: [
    { code: 'PH_BDO', name: 'BDO Unibank', swift: 'BNORPHMM' },
    { code: 'PH_BPI', name: 'Bank of the Philippine Islands (BPI)', swift: 'BOPIPHMM' },
    { code: 'PH_METROBANK', name: 'Metrobank', swift: 'MBTCPHMM' },
    { code: 'PH_LANDBANK', name: 'Land Bank of the Philippines', swift: 'TLBPPHMM' },
    { code: 'PH_PNB', name: 'Philippine National Bank (PNB)', swift: 'PNBMPHMM' },
    { code: 'PH_SECURITY_BANK', name: 'Security Bank', swift: 'SETCPHMM' },
    { code: 'PH_CHINABANK', name: 'China Banking Corporation (Chinabank)', swift: 'CHBKPHMM' },
    { code: 'PH_RCBC', name: 'RCBC (Rizal Commercial Banking Corporation)', swift: 'RCBCPHMM' },
    { code: 'PH_UNIONBANK', name: 'UnionBank of the Philippines', swift: 'UBPHPHMM' },
    { code: 'PH_DBP', name: 'Development Bank of the Philippines', swift: 'DBPHPHMM' },
    { code: 'PH_EASTWEST', name: 'EastWest Bank', swift: 'EWBCPHMM' },
    { code: 'PH_AUB', name: 'Asia United Bank', swift: 'AUBKPHMM' },
    { code: 'PH_PSBANK', name: 'PSBank (Philippine Savings Bank)', swift: null },
  ],
};
