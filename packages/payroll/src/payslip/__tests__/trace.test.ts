import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PayrollInputError } from '../../core/errors.ts';
import { untraced } from '../../core/trace.ts';
import * as id from '../../id/index.ts';
import * as my from '../../my/index.ts';
import * as ph from '../../ph/index.ts';
import * as sg from '../../sg/index.ts';
import * as vn from '../../vn/index.ts';
import { computePayslip } from '../index.ts';
import { amount, birthDate, periodIn } from './arbitraries.ts';
import { CASES } from './fixtures.ts';

/** A result without its trace text: what untraced runs must give exactly. */
function figures(result: unknown): unknown {
  const { trace: _trace, ...rest } = result as Record<string, unknown>;
  return rest;
}

function outcome(run: () => unknown): unknown {
  try {
    return { ok: figures(run()) };
  } catch (error) {
    return { error: error instanceof PayrollInputError ? error.field : String(error) };
  }
}

const cents = (max: number) => amount(max, 2);
const whole = (max: number) => amount(max, 0);
const period = periodIn([2025, 2026]);

/** Every engine the payslip calls, with random (sometimes invalid) arguments. */
const CALLS: Record<string, fc.Arbitrary<() => unknown>> = {
  'sg.cpf': fc
    .record({
      period: periodIn([2025, 2026, 2027]),
      birthDate,
      residency: fc.constantFrom('SC', 'PR', 'FOREIGNER'),
      ow: cents(12000),
      aw: cents(40000),
      ytdAw: cents(50000),
    })
    .map(
      (a) => () =>
        sg.cpf({
          period: a.period,
          birthDate: a.birthDate,
          residency: a.residency as 'SC',
          prSince: '2024-05-01',
          ordinaryWage: a.ow,
          additionalWage: a.aw,
          ytdAdditionalWageSubject: a.ytdAw,
        }),
    ),
  'sg.sdl': fc.record({ period, w: cents(9000) }).map((a) => () => sg.sdl({ period: a.period, totalWage: a.w })),
  'sg.shg': fc
    .record({ period, fund: fc.constantFrom('CDAC', 'ECF', 'MBMF', 'SINDA' as const), w: cents(20000) })
    .map((a) => () => sg.shg({ period: a.period, fund: a.fund, totalWage: a.w })),
  'my.epf': fc
    .record({ period, birthDate, c: fc.constantFrom('citizen', 'pr', 'noncitizen' as const), w: cents(30000) })
    .map((a) => () => my.epf({ period: a.period, birthDate: a.birthDate, citizenship: a.c, wage: a.w })),
  'my.socso': fc
    .record({ period, birthDate, w: cents(9000) })
    .map((a) => () => my.socso({ period: a.period, birthDate: a.birthDate, wage: a.w })),
  'my.eis': fc
    .record({ period, birthDate, w: cents(9000) })
    .map((a) => () => my.eis({ period: a.period, birthDate: a.birthDate, wage: a.w })),
  'my.pcb': fc
    .record({
      period,
      category: fc.constantFrom(1, 2, 3 as const),
      y: cents(40000),
      k: cents(4000),
      yt: cents(60000),
      kt: cents(6000),
      x: cents(20000),
      zakat: cents(500),
    })
    .map(
      (a) => () =>
        my.pcb({
          period: a.period,
          category: a.category,
          children: 0,
          remuneration: a.y,
          epf: a.k,
          additionalRemuneration: a.yt,
          additionalEpf: a.kt,
          ytdPcb: a.x,
          zakat: a.zakat,
        }),
    ),
  'my.hrdf': fc
    .record({ period, w: cents(20000), n: fc.integer({ min: 0, max: 20 }) })
    .map((a) => () => my.hrdf({ period: a.period, wage: a.w, malaysianEmployees: a.n })),
  'id.bpjs': fc
    .record({
      period,
      w: whole(60_000_000),
      risk: fc.constantFrom('very_low', 'low', 'medium', 'high', 'very_high' as const),
      relief: fc.boolean(),
    })
    .map((a) => () => id.bpjs({ period: a.period, wage: a.w, jkkRiskClass: a.risk, jkkReliefEligible: a.relief, minimumWage: 5_000_000 })),
  'id.pph21Monthly': fc
    .record({ period, gross: whole(900_000_000), status: fc.constantFrom('TK/0', 'K/1', 'K/3', 'TK/2' as const), taxId: fc.boolean() })
    .map((a) => () => id.pph21Monthly({ period: a.period, ptkpStatus: a.status, gross: a.gross, hasTaxId: a.taxId })),
  'vn.insurance': fc
    .record({ period, salary: whole(150_000_000), region: fc.constantFrom('I', 'II', 'III', 'IV' as const), vn: fc.boolean() })
    .map((a) => () => vn.insurance({ period: a.period, region: a.region, salary: a.salary, vietnamese: a.vn })),
  'vn.pit': fc
    .record({ period, income: whole(200_000_000), resident: fc.boolean() })
    .map((a) => () => vn.pit({ period: a.period, assessableIncome: a.income, resident: a.resident, grossIncome: a.income })),
  'ph.sss': fc.record({ period, c: cents(60000) }).map((a) => () => ph.sss({ period: a.period, compensation: a.c })),
  'ph.philhealth': fc.record({ period, c: cents(150000) }).map((a) => () => ph.philhealth({ period: a.period, basicSalary: a.c })),
  'ph.pagibig': fc.record({ period, c: cents(20000) }).map((a) => () => ph.pagibig({ period: a.period, compensation: a.c })),
  'ph.withholding': fc
    .record({ period, c: cents(900000) })
    .map((a) => () => ph.withholding({ period: a.period, frequency: 'monthly', taxableCompensation: a.c })),
};

describe('untraced engine runs (used for the payslip figures)', () => {
  it.each(Object.keys(CALLS))('%s gives the same figures and errors with the trace off', (name) => {
    fc.assert(
      fc.property(CALLS[name]!, (call) => {
        expect(outcome(() => untraced(call))).toEqual(outcome(call));
      }),
      { numRuns: 120 },
    );
  });

  it('restores tracing after an engine throws', () => {
    expect(() => untraced(() => sg.sdl({ period: 'x', totalWage: 1 }))).toThrow(PayrollInputError);
    expect(sg.sdl({ period: '2026-01', totalWage: 3000 }).trace[0]?.value).toBe('$3,000.00');
  });
});

describe('payslip traces', () => {
  it('are own enumerable fields: in JSON, spread copies and structured clones', () => {
    const p = computePayslip(CASES.MY);
    const pcb = p.lines.find((l) => l.code === 'my.pcb')!;
    expect(Object.keys(pcb)).toContain('trace');
    expect({ ...pcb }.trace).toEqual(pcb.trace);
    const json = JSON.parse(JSON.stringify(p)) as typeof p;
    expect(json.lines.find((l) => l.code === 'my.pcb')!.trace).toEqual(pcb.trace);
    // The package compiles without DOM or Node types; structuredClone is a global of every runtime it targets.
    const clone = (globalThis as unknown as { structuredClone<T>(value: T): T }).structuredClone;
    expect(clone(p)).toEqual(json);
  });

  it('are built once and shared by the employee and employer lines of a scheme', () => {
    const p = computePayslip(CASES.SG);
    const employee = p.lines.find((l) => l.code === 'sg.cpf.employee')!;
    const employer = p.lines.find((l) => l.code === 'sg.cpf.employer')!;
    expect(employee.trace).toBe(employee.trace);
    expect(employer.trace).toBe(employee.trace);
    expect(employee.trace[0]).toEqual({
      code: 'sg.payslip.ow',
      label: 'Ordinary wages (OW)',
      value: '5762.40',
      detail: 'pay items BASIC + TRANSPORT + OT',
      values: { items: 'BASIC + TRANSPORT + OT' },
    });
    expect(employee.trace.every((s) => s.value !== '' || s.label === '')).toBe(true);
  });

  it('read late give the same steps as read at once', () => {
    for (const input of Object.values(CASES)) {
      const early = JSON.stringify(computePayslip(input));
      const late = computePayslip(input);
      computePayslip(CASES.PH); // other work in between
      expect(JSON.stringify(late)).toBe(early);
    }
  });
});
