import { describe, expect, it } from 'vitest';
import { applyEdit, changesOf, EMPTY_EDITS, keepOnly, normaliseTime, parseCellText, undo } from '../components/power-edit-model.ts';

describe('power edit model', () => {
  it.each([
    ['09:00-18:00', { action: 'set', in: '09:00', out: '18:00' }],
    ['9 18', { action: 'set', in: '09:00', out: '18:00' }],
    ['0830–1715', { action: 'set', in: '08:30', out: '17:15' }],
    ['22:00', { action: 'set', in: '22:00', out: null }],
    ['-06:00', { action: 'set', in: null, out: '06:00' }],
    ['', { action: 'clear' }],
    ['25:00', 'invalid'],
    ['9-18-20', 'invalid'],
    ['abc', 'invalid'],
    ['-', 'invalid'],
  ])('reads %j', (text, expected) => expect(parseCellText(text)).toEqual(expected));

  it('normalises times', () => {
    expect(normaliseTime('7')).toBe('07:00');
    expect(normaliseTime('7:5')).toBeNull();
    expect(normaliseTime('23:59')).toBe('23:59');
  });

  it('undoes edits one at a time, and keeps only the failed ones after a save', () => {
    let state = applyEdit(EMPTY_EDITS, 'e1|2026-03-02', { action: 'set', in: '09:00', out: '18:00' });
    state = applyEdit(state, 'e1|2026-03-03', { action: 'dayOff' });
    state = applyEdit(state, 'e1|2026-03-02', { action: 'clear' });
    expect(state.edits.get('e1|2026-03-02')).toEqual({ action: 'clear' });
    state = undo(state);
    expect(state.edits.get('e1|2026-03-02')).toEqual({ action: 'set', in: '09:00', out: '18:00' });
    expect(changesOf(state.edits)).toEqual([
      { employeeId: 'e1', date: '2026-03-02', action: 'set', in: '09:00', out: '18:00' },
      { employeeId: 'e1', date: '2026-03-03', action: 'dayOff', in: null, out: null },
    ]);
    const kept = keepOnly(state, new Set(['e1|2026-03-03']));
    expect([...kept.edits.keys()]).toEqual(['e1|2026-03-03']);
    expect(kept.history).toEqual([]);
    expect(undo(undo(undo(EMPTY_EDITS)))).toBe(EMPTY_EDITS);
  });
});
