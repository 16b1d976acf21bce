/**
 * The Philippines: SSS, PhilHealth, Pag-IBIG, BIR withholding on compensation, the annual
 * graduated tax and the 13th-month exemption. Amounts in PHP with two decimals.
 */
export { sss, type SssInput, type SssResult } from './sss.ts';
export { philhealth, type PhilHealthInput, type PhilHealthResult } from './philhealth.ts';
export { pagibig, type PagIbigInput, type PagIbigResult } from './pagibig.ts';
export { withholding, type WithholdingFrequency, type WithholdingInput, type WithholdingResult } from './withholding.ts';
export { annualTax, type AnnualTaxInput, type AnnualTaxResult } from './annual-tax.ts';
export { thirteenthMonth, type ThirteenthMonthInput, type ThirteenthMonthResult } from './thirteenth-month.ts';
export {
  deMinimis,
  taxableCompensation,
  type DeMinimisBenefit,
  type DeMinimisInput,
  type DeMinimisItem,
  type DeMinimisResult,
  type TaxableCompensationInput,
  type TaxableCompensationResult,
} from './compensation.ts';
export { DE_MINIMIS_KINDS, type DeMinimisKind } from './parameters/de-minimis.ts';
export { finalTax, type FinalTaxInput, type FinalTaxResult } from './final-tax.ts';
export { FINAL_TAX_REGIMES, type FinalTaxRegime } from './parameters/final-tax.ts';
