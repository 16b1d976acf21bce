import type { MoneyInput } from '../core/decimal.ts';
import type { PayrollCurrency } from '../core/currency.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Residency, RateType } from '../sg/cpf-status.ts';
import type { ShgFund } from '../sg/parameters/shg.ts';
import type { FwlInput } from '../sg/fwl.ts';
import type { Citizenship } from '../my/epf.ts';
import type { JkkRiskClass } from '../id/parameters/bpjs.ts';
import type { PtkpStatus } from '../id/parameters/pph21.ts';
import type { Province } from '../id/parameters/minimum-wage.ts';
import type { Region } from '../vn/common.ts';
import type { ForeignSiExemption } from '../vn/parameters/insurance.ts';
import type { DeMinimisKind } from '../ph/parameters/de-minimis.ts';
import type { FinalTaxRegime } from '../ph/parameters/final-tax.ts';

export const COUNTRIES = ['SG', 'MY', 'ID', 'VN', 'PH'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * What kind of pay an earning is. The class sets which statutory bases the item is in by default
 * (see DEFAULT_SUBJECT in ./input.ts); `subjectTo` on the item overrides it scheme by scheme.
 * - basic: basic salary (the only class in the PhilHealth base).
 * - ordinary: fixed or regular allowances and other ordinary pay.
 * - overtime: overtime pay (outside EPF, HRDF, BPJS and the Vietnamese insurance salary).
 * - additional: bonus, 13th month, irregular commission: CPF additional wages, PCB Yt, the PH
 *   "13th month and other benefits" exemption; outside SOCSO/EIS, BPJS, VN insurance and SSS.
 * - exempt: reimbursements and benefits outside every base and tax (de minimis within ceiling,
 *   a PIT-exempt allowance); it is paid and counted in gross, nothing more.
 */
export const EARNING_CLASSES = ['basic', 'ordinary', 'overtime', 'additional', 'exempt'] as const;
export type EarningClass = (typeof EARNING_CLASSES)[number];

/**
 * What kind of company deduction an item is.
 * - other: an after-tax deduction (loan repayment, advance, union dues…): it only lowers net pay.
 * - zakat (Malaysia only): zakat deducted through the payroll; it is taken off this month's PCB.
 */
export const DEDUCTION_CLASSES = ['other', 'zakat'] as const;
export type DeductionClass = (typeof DEDUCTION_CLASSES)[number];

/** The statutory schemes of each country that an earning can be in or out of. */
export const SCHEMES = {
  SG: ['cpf', 'sdl', 'shg'],
  MY: ['epf', 'socso', 'eis', 'pcb', 'hrdf'],
  ID: ['bpjs', 'pph21'],
  VN: ['insurance', 'pit'],
  PH: ['sss', 'philhealth', 'pagibig', 'tax'],
} as const satisfies Record<Country, readonly string[]>;
export type SchemeOf<C extends Country> = (typeof SCHEMES)[C][number];
export type Scheme = SchemeOf<Country>;

export interface EarningItem<C extends Country = Country> {
  /** The company's stable code for the pay item ('BASIC', 'TRANSPORT', 'OT15'); unique on the payslip. */
  readonly code: string;
  readonly label: string;
  readonly kind: 'earning';
  /** Non-negative, with at most the currency's minor digits (2 for SGD/MYR/PHP, none for IDR/VND). */
  readonly amount: MoneyInput;
  readonly class: EarningClass;
  /** Per-scheme overrides of the class defaults, e.g. `{ pit: false }` for a PIT-exempt meal allowance. */
  readonly subjectTo?: Partial<Record<SchemeOf<C>, boolean>>;
  /**
   * Philippines, class 'exempt': a de minimis benefit, tax-exempt up to its ceiling in force (the
   * excess joins the 13th month and other benefits); `days` for overtime meals (days of overtime or
   * night shift) and monetised vacation leave (days monetised).
   */
  readonly deMinimis?: { readonly kind: DeMinimisKind; readonly days?: number };
}

export interface DeductionItem {
  readonly code: string;
  readonly label: string;
  readonly kind: 'deduction';
  readonly amount: MoneyInput;
  /** Defaults to 'other'. */
  readonly class?: DeductionClass;
}

export type PayItem<C extends Country = Country> = EarningItem<C> | DeductionItem;

export interface SgEmployee {
  readonly birthDate: string;
  readonly residency: Residency;
  /** Required for residency 'PR': the date SPR status was obtained. */
  readonly prSince?: string;
  /** PR years 1-2: 'GG' (default), 'FG', or 'FF' (full rates by joint application). */
  readonly rateType?: RateType;
  /** The Self-Help Group funds the employee contributes to (none when absent or empty, e.g. opted out). */
  readonly shgFunds?: readonly ShgFund[];
  /** A Work Permit or S Pass holder's levy as the company records it: an employer line `sg.fwl` (sg.fwl's input without the period). */
  readonly foreignWorkerLevy?: Omit<FwlInput, 'period'>;
}

export interface SgYtd {
  /** OW subject to CPF with this employer earlier in the year. */
  readonly ordinaryWageSubject?: MoneyInput;
  /** AW subject to CPF with this employer earlier in the year. */
  readonly additionalWageSubject?: MoneyInput;
}

export interface MyEmployee {
  readonly birthDate: string;
  readonly citizenship: Citizenship;
  /** PCB category: 1 single, 2 married with a non-working spouse, 3 married with a working spouse or single parent. */
  readonly pcbCategory: 1 | 2 | 3;
  /** Qualifying children for PCB (a child 18+ in diploma-or-higher studies counts as 4). */
  readonly children: number;
  readonly disabled?: boolean;
  readonly spouseDisabled?: boolean;
  /** LP1: TP1 deductions claimed this month. */
  readonly reliefs?: MoneyInput;
  /** SOCSO Second Category below 60 (first insured at 55 or older, invalidity pensioner). */
  readonly socsoEmploymentInjuryOnly?: boolean;
  /** Never contributed to EIS before: from 57 such an employee is not required to start. Defaults to false. */
  readonly eisFirstTimeContributor?: boolean;
  /** Tax resident this year (defaults to true); a non-resident's PCB is the flat non-resident rate. */
  readonly taxResident?: boolean;
}

export interface MyEmployer {
  /** The employer's number of Malaysian employees, for the HRD Corp levy. */
  readonly malaysianEmployees: number;
  /** Registered with HRD Corp (matters only with 5 to 9 Malaysian employees). Defaults to true. */
  readonly hrdfRegistered?: boolean;
  /** The employer's industry is in the PSMB Act's First Schedule. Defaults to true. */
  readonly hrdfSectorCovered?: boolean;
}

export interface MyYtd {
  /** ΣY: remuneration earlier this year (normal and additional, previous employer included). */
  readonly remuneration?: MoneyInput;
  /** ΣK: employee EPF earlier this year. */
  readonly epf?: MoneyInput;
  /** X: PCB already deducted this year. */
  readonly pcb?: MoneyInput;
  /** ΣLP: TP1 deductions claimed in earlier months. */
  readonly reliefs?: MoneyInput;
  /** Z: zakat paid earlier this year. */
  readonly zakat?: MoneyInput;
}

export interface IdEmployee {
  readonly ptkpStatus: PtkpStatus;
  /** Defaults to true. A non-resident pays PPh 26 on the gross (20%, or `treatyRate`), with no TER or year-end calculation. */
  readonly taxResident?: boolean;
  /** A tax treaty rate for a non-resident (a fraction), with the DGT certificate of domicile. */
  readonly treatyRate?: MoneyInput;
  /**
   * 'permanent' (default, pegawai tetap); 'non_permanent_daily' (paid by the day, week, unit or piece:
   * the daily TER, `daysWorked` required); 'non_permanent_monthly' (the monthly TER, no year-end calculation).
   */
  readonly workerKind?: 'permanent' | 'non_permanent_daily' | 'non_permanent_monthly';
  /** Days the pay of a 'non_permanent_daily' worker is for. */
  readonly daysWorked?: number;
  /** A foreign worker: no JP. Defaults to false. */
  readonly foreignWorker?: boolean;
  /** 'YYYY-MM-DD': JP stops the month after the JP pension age is reached. */
  readonly birthDate?: string;
  /**
   * The employer and employee qualify for the PPh 21 DTP incentive in force (PMK 10/2025, PMK
   * 105/2025): the tax on the regular pay is paid back to the employee as the earning line
   * 'id.pph21_dtp'. Defaults to false.
   */
  readonly dtp?: boolean;
  /** Has an NPWP or a NIK. Defaults to true. */
  readonly hasTaxId?: boolean;
  /** false for workers outside JP (foreign workers, past the JP pension age). Defaults to true. */
  readonly jpCovered?: boolean;
  /**
   * This payslip is the employee's last of the tax year with this employer (they leave this month):
   * the last tax period of PMK 168/2023 Art. 15(1)(b) and (2), like December. Defaults to false.
   */
  readonly exitMonth?: boolean;
  /**
   * Months of the tax period with this employer, this one included (the biaya jabatan cap is
   * 500,000 × months, and a part year is annualised over them). Read only in the last tax period.
   * Defaults to the pay month's number (12 in December).
   */
  readonly monthsWorked?: number;
  /**
   * The tax obligation itself covers part of the year (arrival in or departure from Indonesia,
   * death: Art. 15(3)): the neto is annualised and the tax prorated. An ordinary change of job is
   * not a part year. Read only in the last tax period. Defaults to false.
   */
  readonly partYear?: boolean;
}

/**
 * The earlier months of the tax period with this employer, required in the last tax period
 * (December or the exit month), where PPh 21 is the Article 17 tax for the period minus what was
 * withheld. Zero is an answer ("nothing yet"); a missing figure is an error, never a silent zero.
 */
export interface IdYtd {
  /** Bruto of the earlier months: taxable pay plus the employer JKK, JKM and BPJS Kesehatan premiums. */
  readonly gross?: MoneyInput;
  /** The employee's JHT and JP contributions of the earlier months. */
  readonly pensionContributions?: MoneyInput;
  /** PPh 21 withheld in the earlier months. */
  readonly withheld?: MoneyInput;
}

export interface IdEmployer {
  readonly jkkRiskClass: JkkRiskClass;
  /**
   * The regional minimum wage of the workplace (the UMK, or the UMP where the regency or city has none):
   * the floor of the BPJS Kesehatan base. Wins over `province`.
   */
  readonly minimumWage?: MoneyInput;
  /** The workplace's province (ISO 3166-2:ID code): its UMP of the month floors the BPJS Kesehatan base when `minimumWage` is absent. */
  readonly province?: Province;
  /** Qualifies for the PP 7/2025 / PP 36/2025 JKK relief. Defaults to false. */
  readonly jkkReliefEligible?: boolean;
}

export interface VnEmployee {
  /** Minimum-wage region of the employee's workplace. */
  readonly region: Region;
  /** Registered dependants (residents only). */
  readonly dependants: number;
  /** Defaults to true. Non-residents pay the flat rate on taxable income, no deductions. */
  readonly resident?: boolean;
  /** Unemployment insurance covers Vietnamese employees only. Defaults to true. */
  readonly vietnamese?: boolean;
  /**
   * 'standard' (default): a labour contract of three months or more, the progressive schedule;
   * 'short': a labour contract of one to under three months, insured, PIT withheld at the flat 10%;
   * 'none': no labour contract (or one under a month), no compulsory insurance, the flat 10%.
   */
  readonly contract?: 'standard' | 'short' | 'none';
  /** With 'short' or 'none': the individual gave the commitment form (02/CK-TNCN), so nothing is withheld. */
  readonly commitment?: boolean;
  /** A foreign employee (`vietnamese: false`) outside compulsory SI and the union fee on it (HI still applies). */
  readonly foreignExemption?: ForeignSiExemption;
  /**
   * A net salary (lương NET): the pay items are what the employee takes home, and the employer's gross-up,
   * the earning line 'vn.net_gross_up', pays the employee insurance and PIT due on the whole. Defaults to false.
   */
  readonly netSalary?: boolean;
}

export interface VnEmployer {
  /** Occupational accident and disease fund at the reduced rate. Defaults to false. */
  readonly reducedAccidentRate?: boolean;
}

export interface PhEmployee {
  /**
   * Paid the statutory minimum wage of the region: the minimum wage (basic items) and the holiday,
   * overtime, night-shift differential and hazard pay (overtime items) are tax-exempt. Defaults to false.
   */
  readonly minimumWageEarner?: boolean;
  /** Leaves this month: the last payroll annualises the year's tax like December (RR 2-98 Sec. 2.79(B)(5)). Defaults to false. */
  readonly separated?: boolean;
  /** The regional daily basic minimum wage: the ceiling of overtime meals is a share of it. */
  readonly dailyMinimumWage?: MoneyInput;
  /**
   * 'regular' (default): the graduated rates. 'nranetb': a non-resident alien not engaged in trade or
   * business (180 days or less in the year), 25% final tax (NIRC Sec. 25(B)). 'preferential_15': an
   * employee of an RHQ, ROHQ, OBU or petroleum service contractor registered before 2018, 15% final tax
   * (Sec. 25(C)-(F)). A final tax is the line 'ph.final_tax', with no year-end annualisation.
   */
  readonly taxRegime?: 'regular' | FinalTaxRegime;
}

export interface PhYtd {
  /** 13th-month pay and other benefits already exempted this year (counts against the yearly exemption). */
  readonly exemptBenefits?: MoneyInput;
  /**
   * Taxable compensation of the earlier months of the year (this employer's, plus a previous
   * employer's from BIR Form 2316). Required in December, the year-end annualisation.
   */
  readonly taxableCompensation?: MoneyInput;
  /** Tax withheld in the earlier months of the year (the same employers). Required in December. */
  readonly withheld?: MoneyInput;
  /**
   * De minimis benefits with a yearly ceiling already exempted this year, by kind
   * (`'deMinimis.uniform': '3000'`); for vacation leave, the days already exempted.
   */
  readonly [deMinimis: `deMinimis.${string}`]: MoneyInput | undefined;
}

interface PayslipBase<C extends Country> {
  readonly country: C;
  /** The pay month, 'YYYY-MM'. */
  readonly period: string;
  readonly items: readonly PayItem<C>[];
}

export interface SgPayslipInput extends PayslipBase<'SG'> {
  readonly employee: SgEmployee;
  readonly ytd?: SgYtd;
}
export interface MyPayslipInput extends PayslipBase<'MY'> {
  readonly employee: MyEmployee;
  readonly employer: MyEmployer;
  readonly ytd?: MyYtd;
}
export interface IdPayslipInput extends PayslipBase<'ID'> {
  readonly employee: IdEmployee;
  readonly employer: IdEmployer;
  /** Required in the last tax period (December, or the exit month). */
  readonly ytd?: IdYtd;
}
export interface VnPayslipInput extends PayslipBase<'VN'> {
  readonly employee: VnEmployee;
  readonly employer?: VnEmployer;
}
export interface PhPayslipInput extends PayslipBase<'PH'> {
  readonly employee?: PhEmployee;
  readonly ytd?: PhYtd;
}

export type PayslipInput = SgPayslipInput | MyPayslipInput | IdPayslipInput | VnPayslipInput | PhPayslipInput;

export type PayslipLineKind = 'earning' | 'deduction' | 'employer';

/**
 * A tax refund is an earning: when more was withheld in the year than the year-end calculation
 * (ID December or exit month, PH December) says is due, the tax line is 0 and an earning line
 * 'id.pph21_refund' / 'ph.withholding_tax_refund' pays the difference back with a positive
 * amount. So every line stays non-negative and gross, deductions and net remain the exact sums of
 * their lines (the refund raises gross and net by the same amount; the employer's cost includes it,
 * as the employer pays it out and recovers it from the tax it remits).
 */
export interface PayslipLine {
  /** The company item's code, or a statutory code such as 'sg.cpf.employee' (stable; the UI translates by code). */
  readonly code: string;
  /** English label; the company's own label for pay items. */
  readonly label: string;
  readonly kind: PayslipLineKind;
  /** Decimal string with the currency's minor digits; deductions and employer lines are positive amounts. */
  readonly amount: string;
  /** The amount the rate or table applied to, when there is one. */
  readonly base?: string;
  /** A fraction as a decimal string ("0.2" is 20%), when one rate gives the amount. */
  readonly rate?: string;
  readonly trace: readonly TraceStep[];
}

export interface Payslip {
  readonly country: Country;
  readonly period: string;
  readonly currency: PayrollCurrency;
  /** Earnings first (in item order, then a tax refund if any), then statutory deductions, company deductions and employer contributions. */
  readonly lines: readonly PayslipLine[];
  /** Sum of the earning lines. */
  readonly gross: string;
  /** Sum of the deduction lines (employee contributions, taxes, company deductions). */
  readonly deductions: string;
  /** gross − deductions. */
  readonly net: string;
  /** gross + the employer lines. */
  readonly employerCost: string;
}
