import { constant, type Decimal, isTracing, step, type TraceStep } from '../core/index.ts';
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

function describeBracket(table: GraduatedTable, bracket: TaxBracket): string {
  if (!isTracing()) return '';
  const next = table[table.indexOf(bracket) + 1];
  const range = next ? `over ${pesos(bracket.over)} but not over ${pesos(next.over)}` : `over ${pesos(bracket.over)}`;
  if (constant(bracket.rate).isZero()) return `Bracket ${range}: no tax`;
  return `Bracket ${range}: ${pesos(bracket.fixed)} + ${percent(bracket.rate)} of the excess over ${pesos(bracket.over)}`;
}

/** Tax = the bracket's fixed amount + its rate × the excess over its lower limit, to the centavo. */
export function graduatedTax(table: GraduatedTable, income: Decimal): GraduatedTax {
  const bracket = bracketFor(table, income);
  const excess = income.minus(constant(bracket.over));
  const exact = constant(bracket.fixed).plus(excess.times(constant(bracket.rate)));
  const tax = toCentavo(exact);
  const trace = [step('Tax bracket', percent(bracket.rate), describeBracket(table, bracket))];
  if (!constant(bracket.rate).isZero()) {
    trace.push(
      step('Excess over the bracket limit', traceAmount(excess), `${pesos(income)} − ${pesos(bracket.over)}`),
      step(
        'Tax',
        traceAmount(tax, 2),
        `${pesos(bracket.fixed)} + ${percent(bracket.rate)} × ${pesos(excess)} = ${exact.toString()}, rounded to the centavo`,
      ),
    );
  } else {
    trace.push(step('Tax', traceAmount(tax, 2), 'Income within the zero-rate bracket'));
  }
  return { tax, bracket, excess, trace };
}
