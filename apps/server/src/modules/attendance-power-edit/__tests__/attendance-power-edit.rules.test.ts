import { describe, expect, it } from 'vitest';
import { dayEditOf, readImportRows, sheetDate, sheetTime } from '../attendance-power-edit.rules.ts';

const WITA = 'Asia/Makassar';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).getTime();
const day = (punches: { id: string; action: 'in' | 'out'; at: number }[]) => ({
  date: '2026-03-05',
  kind: 'working' as const,
  punches: punches.map((punch) => ({ ...punch, time: '', flagged: false })),
});

describe('power edit rules', () => {
  it('reads typed times in the site’s zone; a clock-out not after the clock-in is the next morning', () => {
    expect(dayEditOf({ employeeId: 'e', date: '2026-03-05', action: 'set', in: '22:00', out: '06:00' }, undefined, WITA)).toEqual({
      date: '2026-03-05',
      action: 'set',
      in: at('2026-03-05', '22:00'),
      out: at('2026-03-06', '06:00'),
      punches: [],
    });
    // An out alone against a kept night clock-in.
    const night = day([{ id: 'a', action: 'in', at: at('2026-03-05', '21:00') }]);
    expect(dayEditOf({ employeeId: 'e', date: '2026-03-05', action: 'set', in: null, out: '05:00' }, night, WITA)).toMatchObject({
      in: null,
      out: at('2026-03-06', '05:00'),
    });
    expect(dayEditOf({ employeeId: 'e', date: '2026-03-05', action: 'dayOff', in: null, out: null }, night, WITA)).toEqual({
      date: '2026-03-05',
      action: 'clear',
      punches: [{ id: 'a', action: 'in', at: at('2026-03-05', '21:00') }],
    });
  });

  it.each([
    ['2026-03-02', '2026-03-02'],
    ['02/03/2026', '2026-03-02'],
    ['46083', '2026-03-02'],
    ['31/02/2026', null],
    ['March 2', null],
  ])('reads the sheet date %s as %s', (text, date) => expect(sheetDate(text)).toBe(date));

  it.each([
    ['8:05', '08:05'],
    ['08:05:00', '08:05'],
    ['0.375', '09:00'],
    ['', null],
    ['24:00', undefined],
    ['noon', undefined],
  ])('reads the sheet time %s as %s', (text, time) => expect(sheetTime(text)).toBe(time));

  it('names each bad row and column, and a day given twice', () => {
    const { rows, problems } = readImportRows([
      { number: 1, cells: ['No', 'Date', 'In', 'Out'] },
      { number: 2, cells: ['E-1', '2026-03-02', '09:00', '18:00'] },
      { number: 3, cells: ['', '2026-03-02', '09:00', ''] },
      { number: 4, cells: ['E-1', '2026-03-02', '', '17:00'] },
      { number: 5, cells: ['E-2', '2026-03-02', '', ''] },
    ]);
    expect(rows).toEqual([{ row: 2, employmentNumber: 'E-1', date: '2026-03-02', in: '09:00', out: '18:00' }]);
    expect(problems.map((problem) => [problem.row, problem.column, problem.key])).toEqual([
      [3, 'employmentNumber', 'import.problems.numberMissing'],
      [4, 'date', 'import.problems.duplicate'],
      [5, 'in', 'import.problems.timeMissing'],
    ]);
  });
});
