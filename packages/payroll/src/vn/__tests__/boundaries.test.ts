import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { parsePeriod } from '../../core/period.ts';
import * as vn from '../index.ts';
import { REGIONS } from '../common.ts';
import { INSURANCE_RATES, REFERENCE_LEVEL, REGIONAL_MINIMUM_WAGE } from '../parameters/insurance.ts';
import { PIT_SCHEDULE } from '../parameters/pit.ts';

// Every edge, on both sides, from the dated data itself.
const d = (value: string | number) => new Decimal(value);

describe('PIT brackets: the rate below an edge up to it, the rate above from just past it', () => {
  for (const version of PIT_SCHEDULE) {
    it(`schedule from ${version.from}`, () => {
      const tax = (income: Decimal) => d(vn.pit({ period: version.from, assessableIncome: income.toFixed(0) }).amount);
      const step = d(100);
      const brackets = version.value.brackets;
      brackets.forEach((bracket, index) => {
        if (bracket.upTo === null) return;
        const edge = d(bracket.upTo);
        expect(
          tax(edge)
            .minus(tax(edge.minus(step)))
            .toString(),
          `below ${bracket.upTo}`,
        ).toBe(step.times(bracket.rate).toString());
        expect(tax(edge.plus(step)).minus(tax(edge)).toString(), `above ${bracket.upTo}`).toBe(
          step.times(brackets[index + 1]!.rate).toString(),
        );
      });
    });
  }
});

describe('insurance bases: the regional floor and the caps, at the edge and one dong past it', () => {
  const months = [...new Set([...REFERENCE_LEVEL, ...REGIONAL_MINIMUM_WAGE, ...INSURANCE_RATES].map((v) => v.from))]
    .filter((month) => month >= INSURANCE_RATES[0]!.from)
    .sort();
  for (const month of months) {
    it(`from ${month}`, () => {
      const period = parsePeriod(month);
      const multiple = inForce(INSURANCE_RATES, period, 'rates').value;
      const cap = d(inForce(REFERENCE_LEVEL, period, 'reference').value).times(multiple.socialCapMultiple);
      for (const region of REGIONS) {
        const floor = d(inForce(REGIONAL_MINIMUM_WAGE, period, 'minimum').value[region]);
        const uiCap = floor.times(multiple.unemploymentCapMultiple);
        const bases = (salary: Decimal) => {
          const r = vn.insurance({ period: month, region, salary: salary.toFixed(0) });
          return [r.socialBase, r.unemploymentBase];
        };
        expect(bases(floor), `${region} at the floor`).toEqual([floor.toFixed(0), floor.toFixed(0)]);
        expect(bases(floor.minus(1)), `${region} below the floor`).toEqual([floor.toFixed(0), floor.toFixed(0)]);
        expect(bases(floor.plus(1)), `${region} above the floor`).toEqual([floor.plus(1).toFixed(0), floor.plus(1).toFixed(0)]);
        expect(bases(cap)[0], `${region} at the SI cap`).toBe(cap.toFixed(0));
        expect(bases(cap.plus(1))[0], `${region} above the SI cap`).toBe(cap.toFixed(0));
        expect(bases(uiCap)[1], `${region} at the UI cap`).toBe(uiCap.toFixed(0));
        expect(bases(uiCap.plus(1))[1], `${region} above the UI cap`).toBe(uiCap.toFixed(0));
      }
    });
  }
});
