import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { formatSample } from '../timings.rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('formatSample: 31 December 2026, 13:05, in each format', () => {
  it.each([
    ['DD/MM/YYYY', '31/12/2026'],
    ['MM/DD/YYYY', '12/31/2026'],
    ['YYYY-MM-DD', '2026-12-31'],
    ['DD-MMM-YYYY', '31-Dec-2026'],
    ['M/D/YYYY', '12/31/2026'],
    ['HH:mm', '13:05'],
    ['hh:mm A', '01:05 PM'],
    ['h:mm A', '1:05 PM'],
  ])('%s → %s', (format, sample) => {
    expect(formatSample(format)).toBe(sample);
  });
});

describe('GET countries/timings', () => {
  it('lists every date and time format of the region settings, to anyone (the sign-up form reads it)', async () => {
    const timings = await t.anonymous.ok(contracts.listTimings);
    expect(timings.dateFormats.map((format) => format.value)).toEqual(Object.keys(contracts.DATE_FORMATS));
    expect(timings.timeFormats).toEqual([
      { value: 'HH:mm', example: '13:05', twelveHour: false },
      { value: 'hh:mm A', example: '01:05 PM', twelveHour: true },
      { value: 'h:mm A', example: '1:05 PM', twelveHour: true },
    ]);
  });
});
