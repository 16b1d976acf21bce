/**
 * The payslip's common input, parsed and checked: the pay items with the statutory bases each is in,
 * and the field readers the country composers use for their own sections.
 */
import { COUNTRY_REFERENCE } from '@tenaga/domain/countries';
import { CURRENCY_DIGITS, formatMoney, type PayrollCurrency } from '../core/currency.ts';
import { toCount, toDecimal, type Decimal } from '../core/decimal.ts';
import { DE_MINIMIS_KINDS, type DeMinimisKind } from '../ph/parameters/de-minimis.ts';
import { PayrollInputError } from '../core/errors.ts';
import { oneOf } from '../core/input.ts';
import type { ParsedPeriod } from '../core/period.ts';
import { DEDUCTION_CLASSES, EARNING_CLASSES, SCHEMES, type Country, type DeductionClass, type EarningClass } from './types.ts';

export { oneOf };

/** Each country's currency, from the domain's country reference. */
export const CURRENCY: Readonly<Record<Country, PayrollCurrency>> = {
  SG: COUNTRY_REFERENCE.SG.currency,
  MY: COUNTRY_REFERENCE.MY.currency,
  ID: COUNTRY_REFERENCE.ID.currency,
  VN: COUNTRY_REFERENCE.VN.currency,
  PH: COUNTRY_REFERENCE.PH.currency,
};

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
  /** Philippines: a de minimis benefit (class 'exempt'), exempt up to its ceiling. */
  readonly deMinimis?: { readonly kind: DeMinimisKind; readonly days?: number };
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

/** A section of the input that must be given. */
export function objectField(field: string, value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) throw new PayrollInputError(field, 'is required and must be an object');
  return optionalObjectField(field, value)!;
}

/** A section of the input that may be left out. */
export function optionalObjectField(field: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
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
export function requiredMoney(field: string, value: unknown, { currency, when }: { currency: PayrollCurrency; when: string }): Decimal {
  if (value === undefined || value === null || value === '')
    throw new PayrollInputError(field, `is required ${when} (0 when there is none)`);
  return moneyField(field, value, currency);
}

export function optionalMoney(field: string, value: unknown, currency: PayrollCurrency): Decimal | undefined {
  return value === undefined || value === null ? undefined : moneyField(field, value, currency);
}

/** A Philippine de minimis benefit on an 'exempt' pay item: its kind, and its days for meals or leave. */
function parseDeMinimis(country: Country, field: string, value: unknown, cls: EarningClass): ParsedEarning['deMinimis'] {
  if (value === undefined || value === null) return undefined;
  if (country !== 'PH') throw new PayrollInputError(field, 'de minimis benefits are for the Philippines only');
  if (cls !== 'exempt') throw new PayrollInputError(field, "a de minimis benefit is a pay item of class 'exempt'");
  const section = checkKeys(field, objectField(field, value), ['kind', 'days']);
  const kind = oneOf(`${field}.kind`, section.kind, DE_MINIMIS_KINDS);
  if (section.days === undefined || section.days === null) return { kind };
  return { kind, days: toCount(`${field}.days`, section.days, { min: 1, max: 366 }) };
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
    const item = objectField(at, value[index]);
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
    const overrides = optionalObjectField(`${at}.subjectTo`, item.subjectTo);
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
    const deMinimis = parseDeMinimis(country, `${at}.deMinimis`, item.deMinimis, cls);
    earnings.push(
      deMinimis
        ? { index, code, label, amount, text, class: cls, subject, deMinimis }
        : { index, code, label, amount, text, class: cls, subject },
    );
  }
  return { earnings, deductions };
}
