import { constant, type Decimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { argsObject, dollars, oneOf, sgd, wageInput } from './common.ts';
import { SHG_FUNDS, SHG_TABLES, type ShgFund, type ShgTable } from './parameters/shg.ts';

export interface ShgInput {
  readonly period: string;
  readonly fund: ShgFund;
  /** The month's total wages (OW + AW, bonus included): the banding wage of every fund. */
  readonly totalWage: MoneyInput;
}

export interface ShgResult {
  readonly amount: string;
  readonly trace: TraceStep[];
}

/** The row for a wage: the first whose limit is at or above it (each upper limit is inclusive). */
function rowFor(table: ShgTable, wage: Decimal): { amount: Decimal; range: string } {
  const index = table.rows.findIndex((row) => row.upTo === null || wage.lessThanOrEqualTo(constant(row.upTo)));
  const row = table.rows[index];
  if (!row) throw new Error('SHG table has no open-ended last row');
  const lower = index === 0 ? null : table.rows[index - 1]!.upTo;
  const range = row.upTo === null ? `above ${sgd(lower ?? '0')}` : lower === null ? `up to ${sgd(row.upTo)}` : `above ${sgd(lower)} up to ${sgd(row.upTo)}`;
  return { amount: constant(row.amount), range };
}

/** Self-Help Group fund deduction from the employee's wages for the month. */
export function shg(input: ShgInput): ShgResult {
  const args = argsObject(input, 'sg.shg');
  const period = parsePeriod(args.period);
  const fund = oneOf('fund', args.fund, SHG_FUNDS);
  const totalWage = wageInput('totalWage', args.totalWage);
  const version = inForce(SHG_TABLES[fund], period, `${fund} contribution table`);
  const trace: TraceStep[] = [step('Fund', fund, version.value.who), step('Total wages', sgd(totalWage), 'OW + AW for the month')];

  if (totalWage.isZero()) {
    trace.push(step(fund, sgd(ZERO), 'no wages paid this month, so nothing to deduct from'));
    return { amount: dollars(ZERO), trace };
  }
  const row = rowFor(version.value, totalWage);
  trace.push(
    step(fund, sgd(row.amount), `total wages ${row.range}`),
    step('Legal source', version.from, version.note ? `${version.source} ${version.note}` : version.source),
  );
  return { amount: dollars(row.amount), trace };
}
