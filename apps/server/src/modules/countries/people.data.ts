import type { CompanyCountry } from '@tenaga/contracts';

/**
 * Lists of the employee form (spec §3 "Employee creation form fields"); labels under
 * reference:<list>.<value>. Values are stored on employee records: never rename one.
 */

/** Spec §3, in its order; 'others' comes with a free text (the other religion). */
export const RELIGIONS = ['buddhism', 'taoism', 'hinduism', 'islam', 'christianity', 'catholic', 'jews', 'others'] as const;
export const RELIGION_WITH_TEXT = 'others';

// Relationships (spec §3, next of kin and emergency contact) and genders are the contract's, which the forms validate against.
export { GENDERS, RELATIONSHIPS } from '@tenaga/contracts';

/**
 * Marital status as each country's civil records state it: single, married, divorced, widowed
 * (SG and MY registration forms; ID KTP "belum kawin, kawin, cerai hidup, cerai mati"; VN "độc
 * thân, đã kết hôn, ly hôn, góa"). The Philippines has no general divorce: the PSA's civil status
 * adds legally separated and annulled (divorce stays for Muslim and foreign divorces).
 */
export const MARITAL_STATUSES: Readonly<Record<CompanyCountry, readonly string[]>> = {
  SG: ['single', 'married', 'divorced', 'widowed'],
  MY: ['single', 'married', 'divorced', 'widowed'],
  ID: ['single', 'married', 'divorced', 'widowed'],
  VN: ['single', 'married', 'divorced', 'widowed'],
  PH: ['single', 'married', 'widowed', 'separated', 'annulled', 'divorced'],
};

/**
 * How salary is paid (paymentModeID). Spec §6: "Payment mode id 3 is hidden for Indonesia". Id 3
 * is the cheque: Indonesian wages go by bank transfer or in cash, cheques (cek) are not a wage
 * channel there, while SG, MY and PH employers still pay some wages by cheque.
 */
export const PAYMENT_MODES: readonly { readonly id: number; readonly key: string; readonly hiddenIn: readonly CompanyCountry[] }[] = [
  { id: 1, key: 'bankTransfer', hiddenIn: [] },
  { id: 2, key: 'cash', hiddenIn: [] },
  { id: 3, key: 'cheque', hiddenIn: ['ID'] },
];
