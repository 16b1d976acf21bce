import Decimal from 'decimal.js';
import type { DuePayItem, PayrunStatus, PayslipLineKind } from '@tenaga/contracts';
import type { Country, PayItem } from '@tenaga/payroll';

/**
 * The payrun's statutory line codes (issue 17's fixed list, docs/payrun-lines.md) from the engine's
 * own codes: the engine names each line by country ('sg.cpf.employee'), the payrun by scheme.
 */
const STATUTORY_CODES: Readonly<Record<string, string>> = {
  'sg.cpf.employee': 'cpf.employee',
  'sg.cpf.employer': 'cpf.employer',
  'sg.sdl': 'sdl',
  'sg.fwl': 'fwl',
  'my.epf.employee': 'epf.employee',
  'my.epf.employer': 'epf.employer',
  'my.socso.employee': 'socso.employee',
  'my.socso.employer': 'socso.employer',
  'my.eis.employee': 'eis.employee',
  'my.eis.employer': 'eis.employer',
  'my.pcb': 'pcb',
  'my.hrdf': 'hrdf',
  'id.bpjs.kesehatan.employee': 'bpjs.kesehatan.employee',
  'id.bpjs.kesehatan.employer': 'bpjs.kesehatan.employer',
  'id.bpjs.jht.employee': 'bpjs.jht.employee',
  'id.bpjs.jht.employer': 'bpjs.jht.employer',
  'id.bpjs.jp.employee': 'bpjs.jp.employee',
  'id.bpjs.jp.employer': 'bpjs.jp.employer',
  'id.bpjs.jkk.employer': 'bpjs.jkk.employer',
  'id.bpjs.jkm.employer': 'bpjs.jkm.employer',
  'id.pph21': 'pph21',
  'id.pph21_dtp': 'pph21.dtp',
  'id.pph21_refund': 'pph21.refund',
  'id.pph26': 'pph26',
  'vn.si.employee': 'vn.social.employee',
  'vn.si.employer': 'vn.social.employer',
  'vn.hi.employee': 'vn.health.employee',
  'vn.hi.employer': 'vn.health.employer',
  'vn.ui.employee': 'vn.unemployment.employee',
  'vn.ui.employer': 'vn.unemployment.employer',
  'vn.trade_union': 'vn.tradeUnion.employer',
  'vn.pit': 'vn.pit',
  'vn.net_gross_up': 'vn.netGrossUp',
  'ph.sss.employee': 'sss.employee',
  'ph.sss.employer': 'sss.employer',
  'ph.philhealth.employee': 'philhealth.employee',
  'ph.philhealth.employer': 'philhealth.employer',
  'ph.pagibig.employee': 'pagibig.employee',
  'ph.pagibig.employer': 'pagibig.employer',
  'ph.withholding_tax': 'ph.withholding',
  'ph.withholding_tax_refund': 'ph.withholding.refund',
  'ph.final_tax': 'ph.finalTax',
};

/** Every statutory code a payslip line can carry (the docs list them; the catalogs name each). */
export const PAYRUN_STATUTORY_CODES: readonly string[] = [...new Set([...Object.values(STATUTORY_CODES), 'shg'])];

/** The codes the payrun itself writes besides the engine's: the salary, unpaid and encashed leave, loans. */
export const PAYRUN_OWN_CODES = ['basic', 'unpaidLeave', 'leaveEncashment', 'loan'] as const;

/** The payrun's code of an engine line; a company pay item keeps its own code ('item.<id>'). */
export function payrunCode(engineCode: string): string {
  if (engineCode.startsWith('sg.shg.')) return 'shg';
  return STATUTORY_CODES[engineCode] ?? engineCode;
}

/** A product line's label is its i18n key; a company item's its own name. */
export const lineLabelKey = (code: string) => `payruns:lines.${code}`;

/** The first and last day of a pay month. */
export function monthBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** Employed on at least one day of the month: hired on or before its end, not ceased before its start. */
export function employedIn(person: { hiringDate: string | null; cessationDate: string | null }, period: { from: string; to: string }) {
  if (person.hiringDate !== null && person.hiringDate > period.to) return false;
  return person.cessationDate === null || person.cessationDate >= period.from;
}

/** What the payrun pays under a pay item category: a pay item, or an approved claim. */
export interface EngineItemSource {
  code: string;
  label: string;
  kind: DuePayItem['kind'];
  treatment: DuePayItem['treatment'];
  amount: string;
}

/**
 * A company pay item (or claim) as the engine takes it: its class and the schemes it is in or out
 * of follow the category's treatment for the employee's country (pay-items' treatment vocabulary).
 */
export function engineItem(item: EngineItemSource, country: Country): PayItem {
  const { code, label } = item;
  if (item.kind === 'deduction') return { code, label, kind: 'deduction', amount: item.amount };
  const t = item.treatment;
  switch (country) {
    case 'SG': {
      const cpf = t.sg.cpf;
      if (cpf === 'additionalWage') return { code, label, kind: 'earning', amount: item.amount, class: 'additional' };
      return {
        code,
        label,
        kind: 'earning',
        amount: item.amount,
        class: 'ordinary',
        ...(cpf === 'notSubject' ? { subjectTo: { cpf: false } } : {}),
      };
    }
    case 'MY': {
      const subjectTo = {
        ...(t.my.epf === 'notWage' ? { epf: false } : {}),
        ...(t.my.socso === 'notWage' ? { socso: false, eis: false } : {}),
        ...(t.my.pcb === 'exempt' ? { pcb: false } : {}),
      };
      const cls = t.my.pcb === 'additional' ? 'additional' : 'ordinary';
      return { code, label, kind: 'earning', amount: item.amount, class: cls, ...(Object.keys(subjectTo).length ? { subjectTo } : {}) };
    }
    case 'ID': {
      const cls = t.id.bruto === 'irregular' ? 'additional' : t.id.bruto === 'excluded' ? 'exempt' : 'ordinary';
      return { code, label, kind: 'earning', amount: item.amount, class: cls };
    }
    case 'VN': {
      const subjectTo = {
        ...(t.vn.pit === 'exempt' ? { pit: false } : {}),
        ...(t.vn.insurance === 'excluded' ? { insurance: false } : {}),
      };
      return {
        code,
        label,
        kind: 'earning',
        amount: item.amount,
        class: 'ordinary',
        ...(Object.keys(subjectTo).length ? { subjectTo } : {}),
      };
    }
    case 'PH': {
      const contributions = t.ph.contributions === 'excluded' ? { sss: false, pagibig: false } : {};
      if (t.ph.tax === 'otherBenefits') return { code, label, kind: 'earning', amount: item.amount, class: 'additional' };
      if (t.ph.tax === 'nonTaxable' || t.ph.tax === 'deMinimis')
        return { code, label, kind: 'earning', amount: item.amount, class: 'exempt' };
      return {
        code,
        label,
        kind: 'earning',
        amount: item.amount,
        class: 'ordinary',
        ...(Object.keys(contributions).length ? { subjectTo: contributions } : {}),
      };
    }
  }
}

export interface DraftLine {
  readonly code: string;
  readonly label: string;
  readonly kind: PayslipLineKind;
  readonly amount: string;
  readonly trace: unknown;
}

export interface PayslipTotals {
  gross: string;
  deductions: string;
  net: string;
  employerContributions: string;
  employerCost: string;
}

const sumOf = (lines: readonly DraftLine[], kind: PayslipLineKind) =>
  lines.filter((line) => line.kind === kind).reduce((sum, line) => sum.plus(line.amount), new Decimal(0));

/** A payslip's totals from its lines: gross the earnings, net gross less the deductions, cost gross and the employer's lines. */
export function payslipTotals(lines: readonly DraftLine[]): PayslipTotals {
  const gross = sumOf(lines, 'earning');
  const deductions = sumOf(lines, 'deduction');
  const employer = sumOf(lines, 'employer');
  return {
    gross: gross.toFixed(2),
    deductions: deductions.toFixed(2),
    net: gross.minus(deductions).toFixed(2),
    employerContributions: employer.toFixed(2),
    employerCost: gross.plus(employer).toFixed(2),
  };
}

/** The run's totals: the sums of its payslips, to the cent. */
export function runTotals(payslips: readonly Pick<PayslipTotals, 'gross' | 'deductions' | 'net' | 'employerContributions'>[]) {
  const sum = (key: 'gross' | 'deductions' | 'net' | 'employerContributions') =>
    payslips.reduce((total, slip) => total.plus(slip[key]), new Decimal(0)).toFixed(2);
  return { gross: sum('gross'), deductions: sum('deductions'), net: sum('net'), employerContributions: sum('employerContributions') };
}

/** The steps of a run's life: where each may start from. */
export const STEPS = {
  recalculate: ['calculated', 'failed'],
  approve: ['calculated'],
  pay: ['approved'],
  lock: ['paid'],
} as const satisfies Record<string, readonly PayrunStatus[]>;
export type PayrunStep = keyof typeof STEPS;
export const STEP_STATUS = { approve: 'approved', pay: 'paid', lock: 'locked' } as const satisfies Record<
  Exclude<PayrunStep, 'recalculate'>,
  PayrunStatus
>;

/** Whether a step may start from a status. */
export const stepAllowed = (step: PayrunStep, status: PayrunStatus) => (STEPS[step] as readonly PayrunStatus[]).includes(status);

/** Approved, paid and locked runs are frozen: what they computed never changes. */
export const isFrozen = (status: PayrunStatus) => status === 'approved' || status === 'paid' || status === 'locked';
