import type { PayItemKind, PayItemTreatment } from '@tenaga/contracts';

/**
 * The statutory treatment of pay items as data, with the rule each value follows. A company's
 * categories start from these (its first read makes them, named in its language); HR may change
 * any of them afterwards. For a deduction, a base it "counts in" is one it reduces (an unpaid-leave
 * deduction reduces ordinary wages); the defaults below reduce none.
 */

/** What each kind is, unless a category says otherwise. */
export const DEFAULT_TREATMENT: Record<PayItemKind, PayItemTreatment> = {
  // Cash pay for work: ordinary wages for CPF (CPF Act s.2, First Schedule), wages for EPF and SOCSO
  // (EPF Act s.2; SOCSO Act s.2(21)), normal remuneration for PCB, regular bruto (PMK 168/2023
  // Art. 5(3)), taxable in VN (PIT Law, Circular 111/2013 Art. 2) and in its SI salary (Social
  // Insurance Law 2024: wage allowances), taxable compensation in PH (NIRC s.24(A), RR 2-98).
  earning: {
    sg: { cpf: 'ordinaryWage' },
    my: { epf: 'wage', socso: 'wage', pcb: 'normal' },
    id: { bruto: 'regular', benefitInKind: false },
    vn: { pit: 'taxable', pitCap: null, insurance: 'included' },
    ph: { tax: 'taxable', deMinimisCap: null, contributions: 'included' },
  },
  // Benefits in kind: not wages for CPF (CPF Act s.2 "wages" is money) nor EPF/SOCSO (paid in
  // money only), taxable as BIK for PCB (ITA 1967 s.13(1)(b)), a benefit in kind in bruto (PMK
  // 66/2023), taxable in VN outside the SI salary, and in PH outside SSS/Pag-IBIG compensation.
  benefit: {
    sg: { cpf: 'notSubject' },
    my: { epf: 'notWage', socso: 'notWage', pcb: 'normal' },
    id: { bruto: 'regular', benefitInKind: true },
    vn: { pit: 'taxable', pitCap: null, insurance: 'excluded' },
    ph: { tax: 'taxable', deMinimisCap: null, contributions: 'excluded' },
  },
  // A deduction from net pay (canteen, a fine): it reduces no statutory base.
  deduction: {
    sg: { cpf: 'notSubject' },
    my: { epf: 'notWage', socso: 'notWage', pcb: 'exempt' },
    id: { bruto: 'excluded', benefitInKind: false },
    vn: { pit: 'exempt', pitCap: null, insurance: 'excluded' },
    ph: { tax: 'nonTaxable', deMinimisCap: null, contributions: 'excluded' },
  },
};

export interface DefaultCategory {
  readonly code: string;
  readonly kind: PayItemKind;
  readonly treatment: PayItemTreatment;
}

const earning = DEFAULT_TREATMENT.earning;

/** The categories every company starts with; names come from `payItems:defaults.<code>`. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  {
    code: 'transport',
    kind: 'earning',
    treatment: {
      ...earning,
      // Travelling allowances are not wages for EPF (EPF Act s.2) nor for SOCSO (SOCSO Act s.2(21)(d)).
      my: { epf: 'notWage', socso: 'notWage', pcb: 'normal' },
      // Travel allowances within company policy are not taxable (Circular 111/2013 Art. 2(2)(đ)) and
      // sit outside the SI salary (Circular 10/2020 Art. 3(3)).
      vn: { pit: 'exempt', pitCap: null, insurance: 'excluded' },
    },
  },
  {
    code: 'meal',
    kind: 'earning',
    treatment: {
      ...earning,
      // Meal allowance exempt up to VND 730,000 a month (Circular 26/2016/TT-BLĐTBXH, per Circular 111/2013).
      vn: { pit: 'exemptUpToCap', pitCap: '730000', insurance: 'excluded' },
    },
  },
  { code: 'housing', kind: 'earning', treatment: earning },
  {
    code: 'bonus',
    kind: 'earning',
    treatment: {
      // A bonus is an additional wage (CPF Act First Schedule para. 1), wages for EPF but not for
      // SOCSO (SOCSO Act s.2(21)), additional remuneration for PCB (LHDN PCB specification Yt),
      // irregular bruto (PMK 168/2023 Art. 5), outside the VN SI salary, and an "other benefit"
      // within the PH 90,000 yearly exemption (NIRC s.32(B)(7)(e), RA 10963).
      sg: { cpf: 'additionalWage' },
      my: { epf: 'wage', socso: 'notWage', pcb: 'additional' },
      id: { bruto: 'irregular', benefitInKind: false },
      vn: { pit: 'taxable', pitCap: null, insurance: 'excluded' },
      ph: { tax: 'otherBenefits', deMinimisCap: null, contributions: 'excluded' },
    },
  },
  {
    code: 'thirteenthMonth',
    kind: 'earning',
    treatment: {
      // The annual wage supplement / 13th month: AW for CPF, the THR as irregular bruto, and PH
      // 13th-month pay under PD 851 within the 90,000 cap.
      sg: { cpf: 'additionalWage' },
      my: { epf: 'wage', socso: 'notWage', pcb: 'additional' },
      id: { bruto: 'irregular', benefitInKind: false },
      vn: { pit: 'taxable', pitCap: null, insurance: 'excluded' },
      ph: { tax: 'otherBenefits', deMinimisCap: null, contributions: 'excluded' },
    },
  },
  {
    code: 'riceSubsidy',
    kind: 'benefit',
    treatment: {
      ...DEFAULT_TREATMENT.benefit,
      // De minimis: rice subsidy up to PHP 2,500 a month (RR 29-2025).
      ph: { tax: 'deMinimis', deMinimisCap: '2500', contributions: 'excluded' },
    },
  },
  {
    code: 'uniform',
    kind: 'benefit',
    treatment: {
      ...DEFAULT_TREATMENT.benefit,
      // Uniforms in kind are not taxable in VN (Circular 111/2013 Art. 2(2)(đ)); PH de minimis up to
      // PHP 8,000 a year (RR 29-2025).
      vn: { pit: 'exempt', pitCap: null, insurance: 'excluded' },
      ph: { tax: 'deMinimis', deMinimisCap: '8000', contributions: 'excluded' },
    },
  },
  { code: 'canteen', kind: 'deduction', treatment: DEFAULT_TREATMENT.deduction },
];
