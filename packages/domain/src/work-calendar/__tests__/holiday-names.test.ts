/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_COUNTRIES, holidayNameKey, MALAYSIAN_STATES, publishedHolidayYears, standardHolidays } from '../index.ts';

const english = JSON.parse(readFileSync(new URL('../../../../i18n/locales/en/holidayNames.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

function lookup(key: string): unknown {
  return key
    .replace(/^holidayNames:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
}

describe('holiday names in the holidayNames namespace', () => {
  it('has the English name of every holiday (and of every holiday an observed day stands in for)', () => {
    for (const country of HOLIDAY_COUNTRIES) {
      for (const year of publishedHolidayYears(country)) {
        const states = country === 'MY' ? [undefined, ...MALAYSIAN_STATES.map((state) => state.code)] : [undefined];
        for (const state of states) {
          for (const holiday of standardHolidays({ country, year, ...(state ? { state } : {}) })) {
            const { key, observedNameKey } = holidayNameKey(country, holiday);
            if (observedNameKey) {
              expect(lookup(key)).toBe('{{name}} (observed)');
              expect(lookup(observedNameKey), `${country} ${year} ${holiday.key}`).toBeTypeOf('string');
            } else {
              expect(lookup(key), `${country} ${year} ${holiday.key}`).toBe(holiday.name);
            }
          }
        }
      }
    }
  });
});
