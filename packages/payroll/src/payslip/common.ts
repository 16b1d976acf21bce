import { CURRENCY_DIGITS, formatMoney, type PayrollCurrency } from '../core/currency.ts';
import { Decimal, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { PayrollInputError } from '../core/errors.ts';
import type { ParsedPeriod } from '../core/period.ts';
import { interpolate, step, templates, untracedCall, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import {
  DEDUCTION_CLASSES,
  EARNING_CLASSES,
  SCHEMES,
  type Country,
  type DeductionClass,
  type EarningClass,
  type PayslipLine,
  type PayslipLineKind,
} from './types.ts';
import { oneOf } from '../core/input.ts';
export { oneOf };

/** Each country's currency, as the domain's country reference has it (the tests hold the two together). */
export const CURRENCY: Readonly<Record<Country, PayrollCurrency>> = { SG: 'SGD', MY: 'MYR', ID: 'IDR', VN: 'VND', PH: 'PHP' };

/** The context every country composer gets: the parsed common input and the line list it fills. */
export interface Composition {
  readonly country: Country;
  readonly period: ParsedPeriod;
  readonly currency: PayrollCurrency;
  readonly earnings: readonly ParsedEarning[];
  readonly deductions: readonly ParsedDeduction[];
  readonly raw: Record<string, unknown>;
  /** Bases already summed on this payslip, by the set of items in them (schemes often share a base). */
  readonly bases: Map<string, Decimal>;
}

export interface ParsedEarning {
  readonly index: number;
  readonly code: string;
  readonly label: string;
  readonly amount: Decimal;
  /** The amount written with the currency's digits, as its line shows it. */
  readonly text: string;
  readonly class: EarningClass;
  /** Which of the country's schemes the item is in, after the class defaults and the overrides. */
  readonly subject: Readonly<Record<string, boolean>>;
}

export interface ParsedDeduction {
  readonly index: number;
  readonly code: string;
  readonly label: string;
  readonly amount: Decimal;
  readonly text: string;
  readonly class: DeductionClass;
}

/**
 * Which schemes each earning class is in by default, by country. The reasons are the schemes' own
 * wage definitions (statutory-rules.md): EPF wages exclude overtime; SOCSO/EIS exclude annual
 * bonus; HRDF "upah" and the BPJS and Vietnamese insurance bases are basic plus fixed allowances;
 * PhilHealth is basic salary only; Pag-IBIG's fund salary is basic plus allowances.
 */
export const DEFAULT_SUBJECT: Readonly<Record<Country, Readonly<Record<EarningClass, Readonly<Record<string, boolean>>>>>> = deepFreeze({
  SG: {
    basic: { cpf: true, sdl: true, shg: true },
    ordinary: { cpf: true, sdl: true, shg: true },
    overtime: { cpf: true, sdl: true, shg: true },
    additional: { cpf: true, sdl: true, shg: true },
    exempt: { cpf: false, sdl: false, shg: false },
  },
  MY: {
    basic: { epf: true, socso: true, eis: true, pcb: true, hrdf: true },
    ordinary: { epf: true, socso: true, eis: true, pcb: true, hrdf: true },
    overtime: { epf: false, socso: true, eis: true, pcb: true, hrdf: false },
    additional: { epf: true, socso: false, eis: false, pcb: true, hrdf: false },
    exempt: { epf: false, socso: false, eis: false, pcb: false, hrdf: false },
  },
  ID: {
    basic: { bpjs: true, pph21: true },
    ordinary: { bpjs: true, pph21: true },
    overtime: { bpjs: false, pph21: true },
    additional: { bpjs: false, pph21: true },
    exempt: { bpjs: false, pph21: false },
  },
  VN: {
    basic: { insurance: true, pit: true },
    ordinary: { insurance: true, pit: true },
    overtime: { insurance: false, pit: true },
    additional: { insurance: false, pit: true },
    exempt: { insurance: false, pit: false },
  },
  PH: {
    basic: { sss: true, philhealth: true, pagibig: true, tax: true },
    ordinary: { sss: true, philhealth: false, pagibig: true, tax: true },
    overtime: { sss: true, philhealth: false, pagibig: false, tax: true },
    additional: { sss: false, philhealth: false, pagibig: false, tax: true },
    exempt: { sss: false, philhealth: false, pagibig: false, tax: false },
  },
});

/** The defaults are shared by every parsed item, so nothing may change them. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null) deepFreeze(inner as object);
  return Object.freeze(value);
}

const RESERVED_PREFIX = /^(sg|my|id|vn|ph)\./i;

export function objectField(field: string, value: unknown, required = true): Record<string, unknown> | undefined {
  if (value === undefined || value === null) {
    if (required) throw new PayrollInputError(field, 'is required and must be an object');
    return undefined;
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw new PayrollInputError(field, 'must be an object');
  return value as Record<string, unknown>;
}

/** Rejects keys a section does not know, so that a misspelt fact ('birthdate') is not silently ignored. */
export function checkKeys<T extends Record<string, unknown> | undefined>(field: string, value: T, allowed: readonly string[]): T {
  if (value) {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) throw new PayrollInputError(`${field}.${key}`, `is not a known field (${allowed.join(', ')})`);
    }
  }
  return value;
}

/** An optional boolean; absent stays undefined so that the engine's own default applies. */
export function flagField(field: string, value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new PayrollInputError(field, 'must be true or false');
  return value;
}

function nonEmptyString(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new PayrollInputError(field, 'must be a non-empty string');
  return value;
}

/** A money input in the currency: non-negative, no more minor digits than the currency has. */
export function moneyField(field: string, value: unknown, currency: PayrollCurrency): Decimal {
  const amount = toDecimal(field, value);
  const digits = CURRENCY_DIGITS[currency];
  if (amount.decimalPlaces() > digits) {
    throw new PayrollInputError(
      field,
      digits === 0 ? `${amount.toString()} is not a whole ${currency} amount` : `must have at most ${digits} decimals (${currency})`,
    );
  }
  return amount;
}

/** A money input that must be given in some situation (`when` says which), zero included. */
export function requiredMoney(field: string, value: unknown, currency: PayrollCurrency, when: string): Decimal {
  if (value === undefined || value === null || value === '')
    throw new PayrollInputError(field, `is required ${when} (0 when there is none)`);
  return moneyField(field, value, currency);
}

export function optionalMoney(field: string, value: unknown, currency: PayrollCurrency): Decimal | undefined {
  return value === undefined || value === null ? undefined : moneyField(field, value, currency);
}

/** Parses and checks the pay items: codes unique and not reserved, classes known, overrides only for the country's schemes. */
export function parseItems(
  country: Country,
  value: unknown,
  currency: PayrollCurrency,
): { earnings: ParsedEarning[]; deductions: ParsedDeduction[] } {
  if (!Array.isArray(value)) throw new PayrollInputError('items', 'must be an array of pay items');
  const schemes: readonly string[] = SCHEMES[country];
  const defaults = DEFAULT_SUBJECT[country];
  const earnings: ParsedEarning[] = [];
  const deductions: ParsedDeduction[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < value.length; index += 1) {
    const at = `items[${index}]`;
    const item = objectField(at, value[index])!;
    const code = nonEmptyString(`${at}.code`, item.code);
    if (RESERVED_PREFIX.test(code)) throw new PayrollInputError(`${at}.code`, `"${code}" uses a prefix reserved for statutory lines`);
    if (seen.has(code)) throw new PayrollInputError(`${at}.code`, `"${code}" appears more than once on the payslip`);
    seen.add(code);
    const label = nonEmptyString(`${at}.label`, item.label);
    const kind = oneOf(`${at}.kind`, item.kind, ['earning', 'deduction'] as const);
    const amount = moneyField(`${at}.amount`, item.amount, currency);
    const text = formatMoney(amount, currency);
    if (kind === 'deduction') {
      const cls = item.class === undefined || item.class === null ? 'other' : oneOf(`${at}.class`, item.class, DEDUCTION_CLASSES);
      if (cls === 'zakat' && country !== 'MY') throw new PayrollInputError(`${at}.class`, "'zakat' deductions are for Malaysia (PCB) only");
      if (item.subjectTo !== undefined) throw new PayrollInputError(`${at}.subjectTo`, 'applies to earnings only');
      deductions.push({ index, code, label, amount, text, class: cls });
      continue;
    }
    const cls = oneOf(`${at}.class`, item.class, EARNING_CLASSES);
    let subject = defaults[cls];
    const overrides = objectField(`${at}.subjectTo`, item.subjectTo, false);
    if (overrides) {
      const merged: Record<string, boolean> = { ...subject };
      for (const [scheme, flag] of Object.entries(overrides)) {
        if (!schemes.includes(scheme)) {
          throw new PayrollInputError(`${at}.subjectTo.${scheme}`, `is not a ${country} scheme (${schemes.join(', ')})`);
        }
        if (flag === undefined) continue;
        if (typeof flag !== 'boolean') throw new PayrollInputError(`${at}.subjectTo.${scheme}`, 'must be true or false');
        merged[scheme] = flag;
      }
      subject = merged;
    }
    earnings.push({ index, code, label, amount, text, class: cls, subject });
  }
  return { earnings, deductions };
}

/** A plain decimal string ("50000", "1234.5") written with the currency's digits, without rounding. */
export function moneyText(plain: string, digits: number): string {
  if (digits === 0) return plain;
  const point = plain.indexOf('.');
  if (point < 0) return `${plain}.${'0'.repeat(digits)}`;
  const places = plain.length - point - 1;
  return places >= digits ? plain : `${plain}${'0'.repeat(digits - places)}`;
}

/** The sum of the earnings in a scheme's base, optionally only some classes (exact decimal sums). */
export function baseOf(c: Composition, scheme: string, classes?: readonly EarningClass[]): Decimal {
  let only: ParsedEarning | undefined;
  let count = 0;
  let members = '';
  for (const item of c.earnings) {
    if (item.subject[scheme] && (!classes || classes.includes(item.class))) {
      only = item;
      count += 1;
      members += `${item.index},`;
    }
  }
  if (count === 0) return ZERO;
  if (count === 1) return only!.amount;
  // Schemes often share a base (the same set of items): it is summed once per payslip.
  let base = c.bases.get(members);
  if (base === undefined) {
    base = ZERO;
    for (const item of c.earnings) if (item.subject[scheme] && (!classes || classes.includes(item.class))) base = base.plus(item.amount);
    c.bases.set(members, base);
  }
  return base;
}

/** The two templates of a base's step: the pay items in it, or none. */
export interface BaseTemplates {
  readonly items: TraceTemplate;
  readonly none: TraceTemplate;
}

/** Base templates by key: `bases('sg.payslip', { ow: 'Ordinary wages (OW)' })` gives sg.payslip.ow and sg.payslip.ow_none. */
export function bases<K extends string>(prefix: string, labels: Readonly<Record<K, string>>): Readonly<Record<K, BaseTemplates>> {
  const table = {} as Record<string, readonly [string, string]>;
  for (const key of Object.keys(labels) as K[]) {
    table[key] = [labels[key], 'pay items {{items}}'];
    table[`${key}_none`] = [labels[key], 'no pay item is in this base'];
  }
  const made = templates(prefix, table);
  const out = {} as Record<K, BaseTemplates>;
  for (const key of Object.keys(labels) as K[]) out[key] = { items: made[key]!, none: made[`${key}_none`]! };
  return out;
}

/** A trace step that says which pay items make up a base. */
export function baseStep(t: BaseTemplates, amount: Decimal, c: Composition, scheme: string, classes?: readonly EarningClass[]): TraceStep {
  const codes: string[] = [];
  for (const item of c.earnings) {
    if (item.subject[scheme] && (!classes || classes.includes(item.class))) codes.push(item.code);
  }
  return codes.length === 0
    ? step(t.none, formatMoney(amount, c.currency))
    : step(t.items, formatMoney(amount, c.currency), { items: codes.join(' + ') });
}

/**
 * A figure passed to an engine's money input as the exact Decimal it already is: engines accept the
 * package's own Decimal (core toDecimal), which spares a round trip through a decimal string.
 */
export function exact(value: Decimal): MoneyInput {
  return value as unknown as MoneyInput;
}

export function maybeExact(value: Decimal | undefined): MoneyInput | undefined {
  return value as unknown as MoneyInput | undefined;
}

/** A trace built only when it is first read, then kept: engines run untraced for the figures. */
export type LazyTrace = () => readonly TraceStep[];

export function lazyTrace(build: () => readonly TraceStep[]): LazyTrace {
  let built: readonly TraceStep[] | undefined;
  return () => (built ??= build());
}

/**
 * Calls a country engine for its figures, with the trace text off (the line's trace reruns the same
 * pure computation when it is read), and renames the field of any PayrollInputError to the payslip
 * input's own path (`employee.birthDate`), so that errors name what the caller passed.
 */
export function callEngine<A, T>(fields: Readonly<Record<string, string>>, fallback: string, engine: (args: A) => T, args: A): T {
  try {
    return untracedCall(engine, args);
  } catch (untracedError) {
    let error = untracedError;
    // An error message may quote amounts, which are blank while the trace is off: rerun with it on.
    try {
      engine(args);
    } catch (tracedError) {
      error = tracedError;
    }
    if (error instanceof PayrollInputError) {
      const mapped = fields[error.field] ?? `${fallback}.${error.field}`;
      const prefix = `${error.field}: `;
      const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
      throw new PayrollInputError(mapped, message);
    }
    throw error;
  }
}

/**
 * A statutory line: its `trace` is an own enumerable getter (the memoised lazy trace itself), so it
 * is in JSON, in a spread copy and in equality checks, and is built the first time anything reads it.
 */
function lazyLine(
  code: string,
  label: string,
  kind: PayslipLineKind,
  amount: string,
  trace: LazyTrace,
  base?: string,
  rate?: string,
): PayslipLine {
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
  refund(code: string, label: string, amount: string, trace: LazyTrace, base?: string): void {
    this.gross = this.gross.plus(new Decimal(amount));
    this.earnings.push(lazyLine(code, label, 'earning', amount, trace, base));
  }

  /** An employee share or tax withheld: a deduction line. */
  deduction(code: string, label: string, amount: string, trace: LazyTrace, base?: string, rate?: string): void {
    this.deducted = this.deducted.plus(new Decimal(amount));
    this.statutory.push(lazyLine(code, label, 'deduction', amount, trace, base, rate));
  }

  companyDeduction(item: ParsedDeduction): void {
    const amount = item.text;
    this.deducted = this.deducted.plus(item.amount);
    const template = COMPANY[item.class];
    const trace: TraceStep = { code: template.code, label: template.label, value: amount, detail: template.detail! };
    this.company.push({ code: item.code, label: item.label, kind: 'deduction', amount, trace: [trace] });
  }

  employerLine(code: string, label: string, amount: string, trace: LazyTrace, base?: string, rate?: string): void {
    this.employerTotal = this.employerTotal.plus(new Decimal(amount));
    this.employer.push(lazyLine(code, label, 'employer', amount, trace, base, rate));
  }

  lines(): PayslipLine[] {
    return [...this.earnings, ...this.statutory, ...this.company, ...this.employer];
  }
}
