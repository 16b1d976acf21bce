import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import * as id from '../index.ts';
import { JP, KESEHATAN } from '../parameters/bpjs.ts';
import { ARTICLE_17, PTKP_STATUSES, TER_RULES } from '../parameters/pph21.ts';
import { TER_TABLES } from '../parameters/ter.ts';

// Every edge of every table, on both sides, from the dated data itself: a bruto exactly at a
// limit belongs to the row that names it ("s.d."), one rupiah more to the next.
const d = (value: string | number) => new Decimal(value);
const plus = (value: string, amount: number) => d(value).plus(amount).toFixed(0);

describe('TER rows: each upper limit is inclusive', () => {
  const rules = TER_RULES.at(-1)!.value;
  for (const version of TER_TABLES) {
    for (const category of ['A', 'B', 'C'] as const) {
      const status = PTKP_STATUSES.find((s) => rules.categoryByStatus[s] === category)!;
      const rows = version.value[category];
      it(`TER ${category} from ${version.from}: ${rows.length - 1} edges`, () => {
        rows.forEach((row, index) => {
          if (row.upTo === null) return;
          const rate = (gross: string) => id.pph21Monthly({ period: version.from, ptkpStatus: status, gross }).terRate;
          expect(rate(row.upTo), `at ${row.upTo}`).toBe(d(row.percent).dividedBy(100).toString());
          expect(rate(plus(row.upTo, 1)), `above ${row.upTo}`).toBe(
            d(rows[index + 1]!.percent)
              .dividedBy(100)
              .toString(),
          );
        });
      });
    }
  }
});

describe('BPJS wage caps: at the cap and one rupiah above', () => {
  for (const version of JP) {
    it(`JP cap ${version.value.wageCap} from ${version.from}`, () => {
      const at = id.bpjs({ period: version.from, wage: version.value.wageCap, jkkRiskClass: 'low' });
      const above = id.bpjs({ period: version.from, wage: plus(version.value.wageCap, 1), jkkRiskClass: 'low' });
      expect([at.jpBase, above.jpBase]).toEqual([version.value.wageCap, version.value.wageCap]);
      expect(above.jp).toEqual(at.jp);
    });
  }
  for (const version of KESEHATAN) {
    it(`BPJS Kesehatan cap ${version.value.wageCap} from ${version.from}`, () => {
      const period = version.from < JP[0]!.from ? JP[0]!.from : version.from;
      const at = id.bpjs({ period, wage: version.value.wageCap, jkkRiskClass: 'low' });
      const above = id.bpjs({ period, wage: plus(version.value.wageCap, 1), jkkRiskClass: 'low' });
      expect([at.kesehatanBase, above.kesehatanBase]).toEqual([version.value.wageCap, version.value.wageCap]);
      expect(above.kesehatan).toEqual(at.kesehatan);
    });
  }
});

describe('Article 17 bands: the rate below an edge up to it, the rate above from just past it', () => {
  for (const version of ARTICLE_17) {
    it(`rates from ${version.from}`, () => {
      const tax = (pkp: Decimal) => d(id.article17({ period: version.from, taxableIncome: pkp.toFixed(0) }).amount);
      const step = d(1000); // PKP is in whole thousands
      version.value.forEach((band, index) => {
        if (band.upTo === null) return;
        const edge = d(band.upTo);
        expect(
          tax(edge)
            .minus(tax(edge.minus(step)))
            .toString(),
          `below ${band.upTo}`,
        ).toBe(step.times(band.rate).toString());
        expect(tax(edge.plus(step)).minus(tax(edge)).toString(), `above ${band.upTo}`).toBe(
          step.times(version.value[index + 1]!.rate).toString(),
        );
      });
    });
  }
});
