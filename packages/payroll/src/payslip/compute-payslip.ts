import { formatMoney } from '../core/currency.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { CURRENCY, checkKeys, oneOf, parseItems, type Composition } from './input.ts';
import { LineBuilder } from './line-builder.ts';
import { composeId } from './countries/id.ts';
import { composeMy } from './countries/my.ts';
import { composePh } from './countries/ph.ts';
import { composeSg } from './countries/sg.ts';
import { composeVn } from './countries/vn.ts';
import { COUNTRIES, type Country, type Payslip, type PayslipInput } from './types.ts';

const COMPOSERS: Readonly<Record<Country, (c: Composition, out: LineBuilder) => void>> = {
  SG: composeSg,
  MY: composeMy,
  ID: composeId,
  VN: composeVn,
  PH: composePh,
};

const TOP_LEVEL_KEYS = ['country', 'period', 'employee', 'employer', 'items', 'ytd'] as const;

/**
 * One employee's payslip for a month: the company's pay items composed with the statutory schemes of
 * the employee's country, each scheme computed by the country engine. The totals are the exact sums
 * of the lines: gross = earnings, deductions = employee shares + taxes + company deductions,
 * net = gross − deductions, employerCost = gross + employer contributions and levies.
 */
export function computePayslip(input: PayslipInput): Payslip {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PayrollInputError('input', 'computePayslip takes one object argument');
  }
  const raw = checkKeys('input', input as unknown as Record<string, unknown>, TOP_LEVEL_KEYS);
  const country = oneOf('country', raw.country, COUNTRIES);
  const period = parsePeriod(raw.period);
  const currency = CURRENCY[country];
  const { earnings, deductions } = parseItems(country, raw.items, currency);
  const out = new LineBuilder(currency);
  for (const item of earnings) out.earning(item);
  COMPOSERS[country]({ country, period, currency, earnings, deductions, raw, bases: new Map() }, out);
  for (const item of deductions) out.companyDeduction(item);

  return {
    country,
    period: period.key,
    currency,
    lines: out.lines(),
    gross: formatMoney(out.gross, currency),
    deductions: formatMoney(out.deducted, currency),
    net: formatMoney(out.gross.minus(out.deducted), currency),
    employerCost: formatMoney(out.gross.plus(out.employerTotal), currency),
  };
}
