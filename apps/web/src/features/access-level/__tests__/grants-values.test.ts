import { describe, expect, it } from 'vitest';
import { changedFields } from '../components/grants-changes.ts';
import { editorParams, readEditorTarget } from '../components/editor-params.ts';
import { effectiveFieldLevel, fieldChoice, setFieldChoice } from '../components/field-grants.model.ts';

describe('a role save names only what changed', () => {
  const before = {
    name: 'Payroll clerk',
    description: '',
    dataScope: 'all' as const,
    menuGrants: { home: 'view' as const, roles: 'view' as const },
    fieldGrants: { public: {}, private: {} },
  };

  it('leaves out unchanged fields, whatever the key order', () => {
    const after = { ...before, menuGrants: { roles: 'view' as const, home: 'view' as const }, description: 'Runs payroll' };
    expect(changedFields({ before, after, fields: ['name', 'description', 'dataScope', 'menuGrants', 'fieldGrants'] })).toEqual({
      description: 'Runs payroll',
    });
  });

  it('never names a field the caller may not change', () => {
    const after = { ...before, name: 'Renamed', dataScope: 'self' as const };
    expect(changedFields({ before, after, fields: ['dataScope'] })).toEqual({ dataScope: 'self' });
  });
});

describe('field levels', () => {
  const menuGrants = { users: 'view' as const, account: 'edit' as const };

  it('"Follow the menu access" is the absence of a field grant', () => {
    const narrowed = setFieldChoice({ public: {}, private: {} }, { scope: 'public', key: 'user.email', choice: 'none' });
    expect(narrowed).toEqual({ public: { 'user.email': 'none' }, private: {} });
    expect(fieldChoice(narrowed, 'public', 'user.email')).toBe('none');
    expect(setFieldChoice(narrowed, { scope: 'public', key: 'user.email', choice: 'follow' })).toEqual({ public: {}, private: {} });
  });

  it('the effective level is capped by the menu access, and private follows the own-record menu', () => {
    const grants = { public: { 'user.email': 'edit' as const }, private: {} };
    expect(effectiveFieldLevel({ menuGrants, fieldGrants: grants, field: 'user.email', scope: 'public' })).toBe('view');
    expect(effectiveFieldLevel({ menuGrants, fieldGrants: grants, field: 'user.email', scope: 'private' })).toBe('edit');
    expect(effectiveFieldLevel({ menuGrants: {}, fieldGrants: grants, field: 'user.email', scope: 'public' })).toBe('none');
  });
});

describe('editor search params', () => {
  it('reads and writes deep links to an editor', () => {
    const fromTemplate = { kind: 'new', source: { kind: 'template', id: 'employee' } } as const;
    expect(readEditorTarget(new URLSearchParams(editorParams('role', fromTemplate)), 'role')).toEqual(fromTemplate);
    expect(readEditorTarget(new URLSearchParams('role=abc'), 'role')).toEqual({ kind: 'existing', id: 'abc' });
    expect(readEditorTarget(new URLSearchParams('role=new&from=nonsense'), 'role')).toEqual({ kind: 'new', source: { kind: 'blank' } });
    expect(readEditorTarget(new URLSearchParams(''), 'role')).toBeNull();
  });
});
