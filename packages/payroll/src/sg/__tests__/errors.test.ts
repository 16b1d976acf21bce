import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as sg from '../index.ts';
import { rejects } from '../../testing/input-errors.ts';

const cpf = { period: '2026-03', birthDate: '1990-05-01', residency: 'SC', ordinaryWage: 5000 } as const;
const pr = { ...cpf, residency: 'PR', prSince: '2025-06-01' } as const;
const sdl = { period: '2026-03', totalWage: 3000 } as const;
const shg = { period: '2026-03', fund: 'CDAC', totalWage: 3000 } as const;

describe('Singapore input errors name the field', () => {
  it.each([
    ['ordinaryWage', () => sg.cpf({ ...cpf, ordinaryWage: -1 })],
    ['ordinaryWage', () => sg.cpf({ ...cpf, ordinaryWage: Number.NaN })],
    ['ordinaryWage', () => sg.cpf({ ...cpf, ordinaryWage: '5,000' })],
    ['ordinaryWage', () => sg.cpf({ ...cpf, ordinaryWage: '100.005' })],
    ['ordinaryWage', () => sg.cpf({ ...cpf, ordinaryWage: undefined as never })],
    ['additionalWage', () => sg.cpf({ ...cpf, additionalWage: '-0.01' })],
    ['additionalWage', () => sg.cpf({ ...cpf, additionalWage: Number.POSITIVE_INFINITY })],
    ['ytdOrdinaryWageSubject', () => sg.cpf({ ...cpf, ytdOrdinaryWageSubject: -10 })],
    ['ytdOrdinaryWageSubject', () => sg.cpf({ ...cpf, ytdOrdinaryWageSubject: 16000.01 })],
    ['ytdOrdinaryWageSubject', () => sg.cpf({ ...cpf, period: '2026-01', ytdOrdinaryWageSubject: 1 })],
    ['ytdAdditionalWageSubject', () => sg.cpf({ ...cpf, ytdAdditionalWageSubject: 'lots' })],
    ['residency', () => sg.cpf({ ...cpf, residency: 'EP' as never })],
    ['residency', () => sg.cpf({ ...cpf, residency: undefined as never })],
    ['rateType', () => sg.cpf({ ...pr, rateType: 'GF' as never })],
    ['prSince', () => sg.cpf({ ...pr, prSince: undefined })],
    ['prSince', () => sg.cpf({ ...pr, prSince: '2026-04-01' })],
    ['prSince', () => sg.cpf({ ...pr, prSince: '1989-01-01' })],
    ['prSince', () => sg.cpf({ ...pr, prSince: '2025-02-29' })],
    ['period', () => sg.cpf({ ...cpf, period: '2023-12' })],
    ['period', () => sg.cpf({ ...cpf, period: '2026-3' })],
    ['birthDate', () => sg.cpf({ ...cpf, birthDate: '1990-13-01' })],
    ['birthDate', () => sg.cpf({ ...cpf, birthDate: '2026-03-01' })],
    ['args', () => sg.cpf(undefined as never)],
    ['totalWage', () => sg.sdl({ ...sdl, totalWage: -3000 })],
    ['totalWage', () => sg.sdl({ ...sdl, totalWage: null as never })],
    ['period', () => sg.sdl({ ...sdl, period: '2008-09' })],
    ['args', () => sg.sdl('2026-03' as never)],
    ['fund', () => sg.shg({ ...shg, fund: 'MENDAKI' as never })],
    ['totalWage', () => sg.shg({ ...shg, totalWage: '1e3' })],
    ['period', () => sg.shg({ ...shg, fund: 'MBMF', period: '2016-05' })],
    ['period', () => sg.shg({ ...shg, period: '2014-12' })],
    ['period', () => sg.fwl({ period: '2023-12', pass: 'S_PASS', tier: 1 })],
    ['pass', () => sg.fwl({ period: '2026-03', pass: 'EMPLOYMENT_PASS' as never })],
    ['tier', () => sg.fwl({ period: '2025-08', pass: 'S_PASS' })],
    ['tier', () => sg.fwl({ period: '2026-03', pass: 'S_PASS', tier: 3 })],
    ['tier', () => sg.fwl({ period: '2026-03', pass: 'WORK_PERMIT_MANUFACTURING', tier: 0 })],
    ['higherSkilled', () => sg.fwl({ period: '2026-03', pass: 'WORK_PERMIT_MANUFACTURING', tier: 1, higherSkilled: 'yes' as never })],
    ['concessionary', () => sg.fwl({ period: '2026-03', pass: 'DOMESTIC_WORKER', concessionary: 1 as never })],
    ['days', () => sg.fwl({ period: '2026-02', pass: 'DOMESTIC_WORKER', days: 29 })],
    ['days', () => sg.fwl({ period: '2026-03', pass: 'DOMESTIC_WORKER', days: 1.5 })],
    ['args', () => sg.fwl(null as never)],
  ])('%s (%#)', (field, call) => rejects(call as () => unknown, field));

  it('rejects any negative wage in every function', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: -1 }), (c) => {
        const wage = (c / 100).toFixed(2);
        rejects(() => sg.cpf({ ...cpf, ordinaryWage: wage }), 'ordinaryWage');
        rejects(() => sg.cpf({ ...cpf, additionalWage: wage }), 'additionalWage');
        rejects(() => sg.sdl({ ...sdl, totalWage: wage }), 'totalWage');
        rejects(() => sg.shg({ ...shg, totalWage: wage }), 'totalWage');
      }),
    );
  });
});

describe('traces', () => {
  it('every function explains itself in words and figures, with no NaN or undefined', () => {
    const results = [
      sg.cpf({ ...cpf, additionalWage: 8000, ytdOrdinaryWageSubject: 10000 }),
      sg.cpf({ ...pr, rateType: 'FG', ordinaryWage: '650.00' }),
      sg.cpf({ ...cpf, residency: 'FOREIGNER' }),
      sg.sdl(sdl),
      sg.shg(shg),
    ];
    for (const result of results) {
      expect(result.trace.length).toBeGreaterThan(1);
      for (const entry of result.trace) {
        expect(entry.label.length).toBeGreaterThan(0);
        expect(entry.value).not.toMatch(/NaN|undefined|Infinity/);
        expect(entry.detail ?? '').not.toMatch(/NaN|undefined|Infinity|\[object/);
      }
    }
  });

  it('a zero amount always says why', () => {
    for (const result of [sg.cpf({ ...cpf, ordinaryWage: 0 }), sg.sdl({ ...sdl, totalWage: 0 }), sg.shg({ ...shg, totalWage: 0 })]) {
      expect(result.trace.some((entry) => /no |nil/.test(entry.detail ?? ''))).toBe(true);
    }
  });
});
