import { formatMoney } from '../core/currency.ts';
import { ZERO, type Decimal } from '../core/decimal.ts';
import { step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import type { Composition, ParsedEarning } from './input.ts';
import type { EarningClass } from './types.ts';

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

/** Which of the payslip's earnings a base is, what it sums to, and the templates of its step. */
export interface BaseStepOptions {
  readonly templates: BaseTemplates;
  readonly amount: Decimal;
  readonly scheme: string;
  readonly classes?: readonly EarningClass[] | undefined;
}

/** A trace step that says which pay items make up a base. */
export function baseStep(c: Composition, { templates: t, amount, scheme, classes }: BaseStepOptions): TraceStep {
  const codes: string[] = [];
  for (const item of c.earnings) {
    if (item.subject[scheme] && (!classes || classes.includes(item.class))) codes.push(item.code);
  }
  return codes.length === 0
    ? step(t.none, formatMoney(amount, c.currency))
    : step(t.items, formatMoney(amount, c.currency), { items: codes.join(' + ') });
}
