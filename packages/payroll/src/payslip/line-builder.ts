import type { PayrollCurrency } from '../core/currency.ts';
import { Decimal, ZERO } from '../core/decimal.ts';
import { interpolate, templates, type TraceStep } from '../core/trace.ts';
import type { ParsedDeduction, ParsedEarning } from './input.ts';
import type { EarningClass, PayslipLine, PayslipLineKind } from './types.ts';

/** A trace built only when it is first read, then kept: engines run untraced for the figures. */
export type LazyTrace = () => readonly TraceStep[];

export function lazyTrace(build: () => readonly TraceStep[]): LazyTrace {
  let built: readonly TraceStep[] | undefined;
  return () => (built ??= build());
}

/** A statutory line as a composer gives it: the figures, and the trace that explains them, built when first read. */
export interface StatutoryLine {
  readonly code: string;
  readonly label: string;
  readonly amount: string;
  readonly trace: LazyTrace;
  readonly base?: string | undefined;
  readonly rate?: string | undefined;
}

/**
 * A statutory line: its `trace` is an own enumerable getter (the memoised lazy trace itself), so it
 * is in JSON, in a spread copy and in equality checks, and is built the first time anything reads it.
 */
function lazyLine(kind: PayslipLineKind, { code, label, amount, trace, base, rate }: StatutoryLine): PayslipLine {
  // One literal per shape, so that each creation site stays monomorphic.
  const line =
    base !== undefined
      ? rate !== undefined
        ? { code, label, kind, amount, base, rate }
        : { code, label, kind, amount, base }
      : rate !== undefined
        ? { code, label, kind, amount, rate }
        : { code, label, kind, amount };
  // The lazy trace is kept in a hidden (symbol-keyed, non-enumerable) field and read by one shared
  // getter: defining the same getter on every line reuses V8's shape transitions, where a getter of
  // its own per line would give every line a new shape (several times slower to create).
  Object.defineProperty(line, LAZY_TRACE, { value: trace });
  Object.defineProperty(line, 'trace', TRACE_PROPERTY);
  return line as PayslipLine;
}

const LAZY_TRACE = Symbol('lazy trace');

const TRACE_PROPERTY: PropertyDescriptor = Object.freeze({
  get(this: { readonly [LAZY_TRACE]: LazyTrace }) {
    return this[LAZY_TRACE]();
  },
  enumerable: true,
  configurable: true,
});

const PAY_ITEM = templates('payslip.pay_item', {
  basic: ['Pay item', 'basic; in the base of {{schemes}}'],
  ordinary: ['Pay item', 'ordinary; in the base of {{schemes}}'],
  overtime: ['Pay item', 'overtime; in the base of {{schemes}}'],
  additional: ['Pay item', 'additional; in the base of {{schemes}}'],
  exempt: ['Pay item', 'exempt; in the base of {{schemes}}'],
  basic_none: ['Pay item', 'basic; in the base of no scheme'],
  ordinary_none: ['Pay item', 'ordinary; in the base of no scheme'],
  overtime_none: ['Pay item', 'overtime; in the base of no scheme'],
  additional_none: ['Pay item', 'additional; in the base of no scheme'],
  exempt_none: ['Pay item', 'exempt; in the base of no scheme'],
} satisfies Record<EarningClass | `${EarningClass}_none`, readonly [string, string]>);

const COMPANY = templates('payslip.company_deduction', {
  other: ['Company deduction', 'after tax'],
  zakat: ['Company deduction', 'zakat through the payroll, taken off the PCB'],
});

interface SubjectText {
  readonly code: string;
  readonly detail: string;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * What a pay item's own line says about it: its class and the bases it is in. Built once per class
 * and set of schemes (the line is built with every payslip, so it is not interpolated each time).
 */
function subjectText(item: ParsedEarning): SubjectText {
  let byClass = SUBJECT_TEXT.get(item.subject);
  if (byClass === undefined) {
    byClass = new Map();
    SUBJECT_TEXT.set(item.subject, byClass);
  }
  let text = byClass.get(item.class);
  if (text === undefined) {
    const names = Object.keys(item.subject).filter((scheme) => item.subject[scheme]);
    const template = PAY_ITEM[names.length ? item.class : (`${item.class}_none` as const)];
    const values = names.length ? Object.freeze({ schemes: names.join(', ') }) : undefined;
    text = values
      ? { code: template.code, detail: interpolate(template.detail!, values), values }
      : { code: template.code, detail: template.detail! };
    byClass.set(item.class, text);
  }
  return text;
}

const SUBJECT_TEXT = new WeakMap<object, Map<EarningClass, SubjectText>>();

/** Collects the lines of a payslip in order, and their exact sums by kind. */
export class LineBuilder {
  readonly earnings: PayslipLine[] = [];
  readonly statutory: PayslipLine[] = [];
  readonly company: PayslipLine[] = [];
  readonly employer: PayslipLine[] = [];
  /** Exact decimal sums of the lines by kind: the totals are these sums, never recomputed otherwise. */
  gross: Decimal = ZERO;
  deducted: Decimal = ZERO;
  employerTotal: Decimal = ZERO;

  constructor(readonly currency: PayrollCurrency) {}

  earning(item: ParsedEarning): void {
    const amount = item.text;
    this.gross = this.gross.plus(item.amount);
    const text = subjectText(item);
    const trace: TraceStep = text.values
      ? { code: text.code, label: 'Pay item', value: amount, detail: text.detail, values: text.values }
      : { code: text.code, label: 'Pay item', value: amount, detail: text.detail };
    this.earnings.push({ code: item.code, label: item.label, kind: 'earning', amount, trace: [trace] });
  }

  /**
   * Tax withheld earlier in the year that the year-end calculation gives back: an earning line with
   * a positive amount after the pay items (see PayslipLine), so that the totals stay the line sums.
   */
  refund(line: Omit<StatutoryLine, 'rate'>): void {
    this.gross = this.gross.plus(new Decimal(line.amount));
    this.earnings.push(lazyLine('earning', line));
  }

  /** An employee share or tax withheld: a deduction line. */
  deduction(line: StatutoryLine): void {
    this.deducted = this.deducted.plus(new Decimal(line.amount));
    this.statutory.push(lazyLine('deduction', line));
  }

  companyDeduction(item: ParsedDeduction): void {
    const amount = item.text;
    this.deducted = this.deducted.plus(item.amount);
    const template = COMPANY[item.class];
    const trace: TraceStep = { code: template.code, label: template.label, value: amount, detail: template.detail! };
    this.company.push({ code: item.code, label: item.label, kind: 'deduction', amount, trace: [trace] });
  }

  employerLine(line: StatutoryLine): void {
    this.employerTotal = this.employerTotal.plus(new Decimal(line.amount));
    this.employer.push(lazyLine('employer', line));
  }

  lines(): PayslipLine[] {
    return [...this.earnings, ...this.statutory, ...this.company, ...this.employer];
  }
}
