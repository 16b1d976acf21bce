import { constant, type Decimal, isTracing, step, templates, type TraceStep } from '../core/index.ts';
import { percent, pesos, toCentavo, traceAmount } from './money.ts';
import type { GraduatedTable, TaxBracket } from './parameters/tax.ts';

export interface GraduatedTax {
  /** Rounded to the centavo, half up. */
  readonly tax: Decimal;
  readonly bracket: TaxBracket;
  /** The income above the bracket's lower limit, taxed at its rate. */
  readonly excess: Decimal;
  readonly trace: TraceStep[];
}

/**
 * The law's wording is "over X but not over Y": an income exactly at X is still taxed by the
 * bracket below. Because the tables are continuous this gives the same tax as the bracket above.
 */
export function bracketFor(table: GraduatedTable, income: Decimal): TaxBracket {
  let found = table[0];
  for (const candidate of table) {
    if (income.greaterThan(constant(candidate.over))) found = candidate;
    else break;
  }
  if (!found) throw new Error('PH graduated table is empty');
  return found;
}

const T = templates('ph.graduated', {
  bracket: ['Tax bracket', 'Bracket over {{over}} but not over {{next}}: {{fixed}} + {{rate}} of the excess over {{over}}'],
  bracket_top: ['Tax bracket', 'Bracket over {{over}}: {{fixed}} + {{rate}} of the excess over {{over}}'],
  bracket_zero: ['Tax bracket', 'Bracket over {{over}} but not over {{next}}: no tax'],
  excess: ['Excess over the bracket limit', '{{income}} − {{over}}'],
  tax: ['Tax', '{{fixed}} + {{rate}} × {{excess}} = {{exact}}, rounded to the centavo'],
  tax_zero: ['Tax', 'Income within the zero-rate bracket'],
});

function bracketStep(table: GraduatedTable, bracket: TaxBracket): TraceStep {
  if (!isTracing()) return step(T.bracket, '');
  const next = table[table.indexOf(bracket) + 1];
  const values = {
    over: pesos(bracket.over),
    next: next ? pesos(next.over) : '',
    fixed: pesos(bracket.fixed),
    rate: percent(bracket.rate),
  };
  const template = constant(bracket.rate).isZero() && next ? T.bracket_zero : next ? T.bracket : T.bracket_top;
  return step(template, percent(bracket.rate), values);
}

/** Tax = the bracket's fixed amount + its rate × the excess over its lower limit, to the centavo. */
export function graduatedTax(table: GraduatedTable, income: Decimal): GraduatedTax {
  const bracket = bracketFor(table, income);
  const excess = income.minus(constant(bracket.over));
  const exact = constant(bracket.fixed).plus(excess.times(constant(bracket.rate)));
  const tax = toCentavo(exact);
  const trace = [bracketStep(table, bracket)];
  if (!constant(bracket.rate).isZero()) {
    trace.push(
      step(T.excess, traceAmount(excess), { income: pesos(income), over: pesos(bracket.over) }),
      step(T.tax, traceAmount(tax, 2), {
        fixed: pesos(bracket.fixed),
        rate: percent(bracket.rate),
        excess: pesos(excess),
        exact: exact.toString(),
      }),
    );
  } else {
    trace.push(step(T.tax_zero, traceAmount(tax, 2)));
  }
  return { tax, bracket, excess, trace };
}
