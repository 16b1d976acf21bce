import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as payroll from '../../index.ts';
import { interpolate, traceTemplates, type TraceStep } from '../trace.ts';
import { PAYSLIP_INPUTS } from '../../payslip/__tests__/arbitraries.ts';
import type { GoldenCase } from '../../testing/golden.ts';
import sgGolden from '../../sg/cases/golden.json';
import sgExtra from '../../sg/cases/extra.json';
import myGolden from '../../my/cases/golden.json';
import myExtra from '../../my/cases/extra.json';
import idGolden from '../../id/cases/golden.json';
import idExtra from '../../id/cases/extra.json';
import vnGolden from '../../vn/cases/golden.json';
import vnExtra from '../../vn/cases/extra.json';
import phGolden from '../../ph/cases/golden.json';
import phExtra from '../../ph/cases/extra.json';
import idWorkers from '../../id/cases/workers.json';
import vnWorkers from '../../vn/cases/workers.json';
import phWorkers from '../../ph/cases/workers.json';

/**
 * Every trace step names a template by a stable code and carries the values of its placeholders,
 * so that a user interface can show it in another language: the English text of the step must be
 * exactly its template filled with its values.
 */
const TEMPLATES = new Map(traceTemplates().map((template) => [template.code, template]));
const seen = new Set<string>();

function checkStep(s: TraceStep): void {
  const template = TEMPLATES.get(s.code);
  expect(template, `step "${s.label}" has no known code (${s.code})`).toBeDefined();
  seen.add(s.code);
  expect(interpolate(template!.label, s.values), s.code).toBe(s.label);
  expect(interpolate(template!.detail ?? '', s.values), s.code).toBe(s.detail ?? '');
  expect(`${s.label} ${s.detail ?? ''}`, `${s.code}: a placeholder without a value`).not.toMatch(/\{\{/);
  for (const value of Object.values(s.values ?? {})) expect(typeof value).toBe('string');
}

const CASES = [
  [sgGolden, sgExtra, myGolden, myExtra, idGolden, idExtra, vnGolden, vnExtra, phGolden, phExtra],
  [idWorkers, vnWorkers, phWorkers],
].flat(2) as GoldenCase[];
const NAMESPACES: Record<string, Record<string, unknown>> = {
  sg: payroll.sg,
  my: payroll.my,
  id: payroll.id,
  vn: payroll.vn,
  ph: payroll.ph,
};

describe('trace steps carry a code and values', () => {
  it('codes are unique, dotted and lower-case, and no code is the prefix of another', () => {
    const codes = [...TEMPLATES.keys()];
    expect(codes.length).toBeGreaterThan(150);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
      // A code is a leaf in the translation catalog (trace.<code>.label): it cannot also be a branch.
      expect(
        codes.some((other) => other.startsWith(`${code}.`)),
        code,
      ).toBe(false);
    }
  });

  it('in every golden case of every engine', () => {
    for (const testCase of CASES) {
      const [country, ...name] = testCase.fn.split('.');
      const fn = NAMESPACES[country!]![name.join('.')] as (args: unknown) => { trace?: TraceStep[] };
      let result: { trace?: TraceStep[] };
      try {
        result = fn(testCase.args);
      } catch {
        continue; // cases of bad input
      }
      for (const s of result.trace ?? []) checkStep(s);
    }
  });

  it.each(Object.keys(PAYSLIP_INPUTS) as (keyof typeof PAYSLIP_INPUTS)[])(
    'on every line of %s payslips',
    (country) => {
      fc.assert(
        fc.property(PAYSLIP_INPUTS[country], (input) => {
          for (const line of payroll.computePayslip(input).lines) for (const s of line.trace) checkStep(s);
        }),
        { numRuns: 80 },
      );
      // Eighty payslips with every trace built: a few seconds, more on a busy machine.
    },
    30_000,
  );
});
