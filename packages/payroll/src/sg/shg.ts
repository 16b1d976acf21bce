import { constant, type Decimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
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

const T = templates('sg.shg', {
  fund: ['Fund', '{{who}}'],
  total_wages: ['Total wages', 'OW + AW for the month'],
  none: ['{{fund}}', 'no wages paid this month, so nothing to deduct from'],
  row_above: ['{{fund}}', 'total wages above {{lower}}'],
  row_up_to: ['{{fund}}', 'total wages up to {{upper}}'],
  row_between: ['{{fund}}', 'total wages above {{lower}} up to {{upper}}'],
  source: ['Legal source', '{{source}}'],
});

/** The row for a wage: the first whose limit is at or above it (each upper limit is inclusive). */
function rowFor(table: ShgTable, wage: Decimal): { amount: Decimal; lower: string | null; upper: string | null } {
  const index = table.rows.findIndex((row) => row.upTo === null || wage.lessThanOrEqualTo(constant(row.upTo)));
  const row = table.rows[index];
  if (!row) throw new Error('SHG table has no open-ended last row');
  const lower = index === 0 ? null : table.rows[index - 1]!.upTo;
  return { amount: constant(row.amount), lower, upper: row.upTo };
}

/** Self-Help Group fund deduction from the employee's wages for the month. */
export function shg(input: ShgInput): ShgResult {
  const args = argsObject(input, 'sg.shg');
  const period = parsePeriod(args.period);
  const fund = oneOf('fund', args.fund, SHG_FUNDS);
  const totalWage = wageInput('totalWage', args.totalWage);
  const version = inForce(SHG_TABLES[fund], period, `${fund} contribution table`);
  const trace: TraceStep[] = [step(T.fund, fund, { who: version.value.who }), step(T.total_wages, sgd(totalWage))];

  if (totalWage.isZero()) {
    trace.push(step(T.none, sgd(ZERO), { fund }));
    return { amount: dollars(ZERO), trace };
  }
  const row = rowFor(version.value, totalWage);
  trace.push(
    row.upper === null
      ? step(T.row_above, sgd(row.amount), { fund, lower: sgd(row.lower ?? '0') })
      : row.lower === null
        ? step(T.row_up_to, sgd(row.amount), { fund, upper: sgd(row.upper) })
        : step(T.row_between, sgd(row.amount), { fund, lower: sgd(row.lower), upper: sgd(row.upper) }),
    step(T.source, version.from, { source: version.note ? `${version.source} ${version.note}` : version.source }),
  );
  return { amount: dollars(row.amount), trace };
}
