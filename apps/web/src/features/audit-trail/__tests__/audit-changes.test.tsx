import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { auditChanges, recordName } from '../components/audit-changes.ts';
import { AuditChangeList } from '../components/audit-change-list.tsx';
import { humanize } from '../components/use-audit-labels.ts';

type Change = Pick<AuditEntry, 'before' | 'after'>;

// As the server records a role (apps/server/src/modules/access/access.service.ts).
const ROLE = {
  name: 'Auditors',
  description: 'Reads the trail',
  dataScope: 'self',
  menuGrants: { home: 'view', auditTrail: 'view' },
  fieldGrants: { public: {}, private: {} },
};
const CREATE: Change = { before: null, after: ROLE };
const UPDATE: Change = {
  before: { name: 'Auditors', menuGrants: { home: 'view', auditTrail: 'view' }, fieldGrants: { public: {}, private: {} } },
  after: {
    name: 'Auditors 2',
    menuGrants: { users: 'view', auditTrail: 'edit' },
    fieldGrants: { public: { 'user.email': 'none' }, private: {} },
  },
};
const DELETE: Change = { before: ROLE, after: null };

afterEach(cleanup);

describe('auditChanges', () => {
  it('compares nested objects key by key and leaves out what did not change', () => {
    expect(auditChanges(UPDATE)).toEqual([
      { field: 'name', changes: [{ path: ['name'], before: 'Auditors', after: 'Auditors 2' }] },
      {
        field: 'menuGrants',
        changes: [
          { path: ['menuGrants', 'users'], before: undefined, after: 'view' },
          { path: ['menuGrants', 'auditTrail'], before: 'view', after: 'edit' },
          { path: ['menuGrants', 'home'], before: 'view', after: undefined },
        ],
      },
      { field: 'fieldGrants', changes: [{ path: ['fieldGrants', 'public', 'user.email'], before: undefined, after: 'none' }] },
    ]);
  });

  it('finds nothing when before and after agree, or neither exists', () => {
    expect(auditChanges({ before: { a: [1, 2] }, after: { a: [1, 2] } })).toEqual([]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });

  it('names the record from its name or username', () => {
    expect(recordName(CREATE)).toBe('Auditors');
    expect(recordName({ before: { username: 'hr' }, after: null })).toBe('hr');
    expect(recordName({ before: null, after: { endedSessions: 2 } })).toBeNull();
  });

  it('turns an uncatalogued field name into words', () => {
    expect(humanize('ICNumberMasking')).toBe('IC number masking');
    expect(humanize('someNewField')).toBe('Some new field');
  });
});

/** Each line of the change list as text, nested lines under their field. */
function lines(): string[] {
  const list = screen.getByRole('list', { name: 'Changes' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => (item.querySelector('ul') ? item.firstElementChild!.textContent! : item.textContent!.replace(/\s+/g, ' ').trim()));
}

describe('AuditChangeList', () => {
  it('shows an update as "field: old → new", objects such as menu access readably, one line per change', async () => {
    await renderWithProviders(<AuditChangeList entry={UPDATE} />);
    expect(lines()).toEqual([
      'Name: Auditors→Auditors 2',
      'Menu access',
      'Users: (empty)→View only',
      'Audit trail: View only→View and edit',
      'Home: View only→(empty)',
      'Field access',
      "Other people's records › User › Email: (empty)→Hidden",
    ]);
    expect(screen.getByText('Auditors', { selector: 'del' })).toBeTruthy();
    expect(screen.getByText('Auditors 2', { selector: 'ins' })).toBeTruthy();
    expect(screen.queryByText(/Reads the trail/)).toBeNull();
  });

  it('shows only the new values of a create', async () => {
    await renderWithProviders(<AuditChangeList entry={CREATE} />);
    expect(lines()).toEqual([
      'Name: Auditors',
      'Description: Reads the trail',
      'Data scope: Only themselves',
      'Menu access',
      'Home: View only',
      'Audit trail: View only',
    ]);
    expect(document.querySelector('del')).toBeNull();
  });

  it('shows only the old values of a delete', async () => {
    await renderWithProviders(<AuditChangeList entry={DELETE} />);
    expect(lines()[0]).toBe('Name: Auditors');
    expect(document.querySelector('ins')).toBeNull();
    expect(screen.getByText('Auditors', { selector: 'del' })).toBeTruthy();
  });

  it('shows booleans, lists and times in words and falls back to the raw field name', async () => {
    await renderWithProviders(
      <AuditChangeList
        entry={{
          before: { singleLogin: false, lastLoginAt: null },
          after: { singleLogin: true, lastLoginAt: Date.parse('2026-04-01T01:30:00Z'), users: ['admin', 'hr'], brandNewThing: 'x' },
        }}
      />,
      { region: { timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' } },
    );
    expect(lines()).toEqual([
      'Single login: No→Yes',
      'Last login: (empty)→01/04/2026 09:30',
      'Users: (empty)→admin, hr',
      'Brand new thing: (empty)→x',
    ]);
  });

  it('says so when nothing changed', async () => {
    await renderWithProviders(<AuditChangeList entry={{ before: null, after: null }} />);
    expect(screen.getByText('No field changed.')).toBeTruthy();
  });
});
