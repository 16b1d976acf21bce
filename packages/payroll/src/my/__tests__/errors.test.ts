import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as my from '../index.ts';
import { rejects } from '../../testing/input-errors.ts';

const epf = { period: '2026-01', birthDate: '1990-05-01', citizenship: 'citizen', wage: 3000 } as const;
const person = { period: '2026-01', birthDate: '1990-05-01', wage: 3000 } as const;
const pcb = { period: '2026-01', category: 1, children: 0, remuneration: 5000, epf: 550 } as const;
const hrdf = { period: '2026-01', wage: 3000, malaysianEmployees: 10 } as const;

describe('Malaysian input errors name the field', () => {
  it.each([
    ['wage', () => my.epf({ ...epf, wage: -1 })],
    ['wage', () => my.epf({ ...epf, wage: Number.NaN })],
    ['wage', () => my.epf({ ...epf, wage: 'abc' as never })],
    ['wage', () => my.epf({ ...epf, wage: undefined as never })],
    ['bonus', () => my.epf({ ...epf, bonus: -1 })],
    ['bonus', () => my.epf({ ...epf, bonus: 3000.01 })],
    ['citizenship', () => my.epf({ ...epf, citizenship: 'foreigner' as never })],
    ['period', () => my.epf({ ...epf, period: '2026-13' })],
    ['period', () => my.epf({ ...epf, period: '2023-12' })],
    ['birthDate', () => my.epf({ ...epf, birthDate: '1990-02-30' })],
    ['birthDate', () => my.epf({ ...epf, birthDate: '2026-01-05' })],
    ['args', () => my.epf(undefined as never)],
    ['wage', () => my.socso({ ...person, wage: '-0.01' })],
    ['period', () => my.socso({ ...person, period: '2023-12' })],
    ['employmentInjuryOnly', () => my.socso({ ...person, employmentInjuryOnly: 'yes' as never })],
    ['birthDate', () => my.eis({ ...person, birthDate: '01-05-1990' })],
    ['citizenship', () => my.eis({ ...person, citizenship: 'alien' as never })],
    ['period', () => my.eis({ ...person, period: '2023-12' })],
    ['category', () => my.pcb({ ...pcb, category: 4 as never })],
    ['category', () => my.pcb({ ...pcb, category: '1' as never })],
    ['children', () => my.pcb({ ...pcb, category: 3, children: -1 })],
    ['children', () => my.pcb({ ...pcb, category: 3, children: 1.5 })],
    ['children', () => my.pcb({ ...pcb, children: 2 })],
    ['spouseDisabled', () => my.pcb({ ...pcb, spouseDisabled: true })],
    ['remuneration', () => my.pcb({ ...pcb, remuneration: -5000 })],
    ['epf', () => my.pcb({ ...pcb, epf: '1,000' })],
    ['ytdPcb', () => my.pcb({ ...pcb, ytdPcb: -1 })],
    ['additionalRemuneration', () => my.pcb({ ...pcb, additionalRemuneration: Number.POSITIVE_INFINITY })],
    ['zakat', () => my.pcb({ ...pcb, zakat: -10 })],
    ['period', () => my.pcb({ ...pcb, period: '2023-12' })],
    ['malaysianEmployees', () => my.hrdf({ ...hrdf, malaysianEmployees: -1 })],
    ['malaysianEmployees', () => my.hrdf({ ...hrdf, malaysianEmployees: 9.5 })],
    ['wage', () => my.hrdf({ ...hrdf, wage: -100 })],
    ['registered', () => my.hrdf({ ...hrdf, registered: 1 as never })],
    ['period', () => my.hrdf({ ...hrdf, period: '2023-12' })],
    ['citizenship', () => my.socso({ ...person, citizenship: 'foreign' as never })],
    ['firstTimeContributor', () => my.eis({ ...person, firstTimeContributor: 'true' as never })],
    ['resident', () => my.pcb({ ...pcb, resident: 0 as never })],
    ['remuneration', () => my.pcb({ ...pcb, resident: false, remuneration: -1 })],
    ['children', () => my.pcb({ ...pcb, resident: false, children: 2 })],
    ['sectorCovered', () => my.hrdf({ ...hrdf, sectorCovered: 'no' as never })],
  ])('%s (%#)', (field, call) => rejects(call as () => unknown, field));

  it('rejects any negative wage in every scheme', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: -1 }), (c) => {
        const wage = (c / 100).toFixed(2);
        rejects(() => my.epf({ ...epf, wage }), 'wage');
        rejects(() => my.socso({ ...person, wage }), 'wage');
        rejects(() => my.eis({ ...person, wage }), 'wage');
        rejects(() => my.hrdf({ ...hrdf, wage }), 'wage');
        rejects(() => my.pcb({ ...pcb, remuneration: wage }), 'remuneration');
      }),
    );
  });
});

describe('traces', () => {
  it('every function explains itself in words and figures', () => {
    const results = [
      my.epf(epf),
      my.socso(person),
      my.eis(person),
      my.pcb({ ...pcb, additionalRemuneration: 10000, additionalEpf: 1100 }),
      my.hrdf(hrdf),
    ];
    for (const result of results) {
      expect(result.trace.length).toBeGreaterThan(2);
      for (const entry of result.trace) {
        expect(entry.label.length).toBeGreaterThan(0);
        expect(typeof entry.value).toBe('string');
        expect(entry.value).not.toMatch(/NaN|undefined|Infinity/);
        expect(entry.detail ?? '').not.toMatch(/NaN|undefined|\[object/);
      }
    }
  });
});
