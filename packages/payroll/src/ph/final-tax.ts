import { Decimal, inForce, parsePeriod, step, templates, toDecimal, type MoneyInput, type TraceStep } from '../core/index.ts';
import { oneOf } from '../core/input.ts';
import { argumentObject, percent, pesos, php, toCentavo, traceAmount } from './money.ts';
import { FINAL_TAX_RATES, FINAL_TAX_REGIMES, type FinalTaxRegime } from './parameters/final-tax.ts';

export interface FinalTaxInput {
  readonly period: string;
  readonly regime: FinalTaxRegime;
  /**
   * The gross compensation income of the payment: the pay items less what NIRC Sec. 32(B) excludes from
   * gross income for every individual (the 13th month and other benefits within the yearly exemption,
   * de minimis benefits within their ceilings, the employee's SSS, PhilHealth and Pag-IBIG contributions).
   */
  readonly grossIncome: MoneyInput;
}

export interface FinalTaxResult {
  readonly amount: string;
  readonly rate: string;
  readonly source: string;
  readonly trace: TraceStep[];
}

const T = templates('ph.final_tax', {
  gross: ['Gross compensation income', '{{gross}}, after the exclusions of NIRC Sec. 32(B)'],
  nranetb: [
    'Final tax',
    '{{rate}} × {{gross}}, to the centavo: non-resident alien not engaged in trade or business, no table and no annualisation; {{source}}',
  ],
  preferential_15: [
    'Final tax',
    '{{rate}} × {{gross}}, to the centavo: preferential rate of a grandfathered RHQ, ROHQ, OBU or petroleum service contractor, no table and no annualisation; {{source}}',
  ],
});

/** The final tax withheld on compensation taxed at a flat rate (NIRC Sec. 25(B)-(F)). */
export function finalTax(args: FinalTaxInput): FinalTaxResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const regime = oneOf('regime', input.regime, FINAL_TAX_REGIMES);
  const gross = toDecimal('grossIncome', input.grossIncome);
  const version = inForce(FINAL_TAX_RATES, period, 'final tax rate');
  const rate = new Decimal(version.value[regime]);
  const amount = toCentavo(gross.times(rate));
  return {
    amount: php(amount),
    rate: version.value[regime],
    source: version.source,
    trace: [
      step(T.gross, traceAmount(gross, 2), { gross: pesos(gross) }),
      step(T[regime], traceAmount(amount, 2), { rate: percent(rate), gross: pesos(gross), source: version.source }),
    ],
  };
}
