import { describe, expect, it } from 'vitest';
import { cellErrors, changeCount, withCell } from '../components/power-edit/pending-changes.ts';

describe('power edit pending changes', () => {
  it('keeps a cell as a change until it is back to what the record holds, with the version first read', () => {
    let pending = withCell(new Map(), { id: 'a', version: 3, field: 'departmentId', value: 'd1', original: null });
    pending = withCell(pending, { id: 'a', version: 4, field: 'siteId', value: null, original: 's1' });
    expect(pending.get('a')).toEqual({ version: 3, changes: { departmentId: 'd1', siteId: null } });
    expect(changeCount(pending)).toBe(2);
    pending = withCell(pending, { id: 'a', version: 3, field: 'departmentId', value: null, original: null });
    pending = withCell(pending, { id: 'a', version: 3, field: 'siteId', value: 's1', original: 's1' });
    expect(pending.size).toBe(0);
  });

  it('puts the server’s row errors on their employee and field', () => {
    const errors = cellErrors(['a', 'b'], {
      'rows.1.departmentId': 'Choose one of the options.',
      'rows.0.version': 'Stale',
      'rows.1.changes.employmentType': 'Bad',
      other: 'x',
    });
    expect(Object.fromEntries(errors)).toEqual({
      a: { version: 'Stale' },
      b: { departmentId: 'Choose one of the options.', employmentType: 'Bad' },
    });
  });
});
