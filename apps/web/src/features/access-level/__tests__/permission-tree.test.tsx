import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FieldGrants, MenuGrants, MenuTreeNode } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PermissionTree } from '../components/permission-tree.tsx';
import { FieldPermissions } from '../components/field-permissions.tsx';

/** A developed settings item (the main area's and planned ones are spread over it). */
const node = (name: string, children?: MenuTreeNode[]): MenuTreeNode => ({
  name,
  area: 'setting',
  order: 1,
  developed: true,
  ...(children ? { children } : {}),
});
const TREE = {
  main: [{ ...node('home'), area: 'main' as const }],
  setting: [
    node('accessLevel', [node('roles'), node('permissionTemplates'), { ...node('billingSummary'), developed: false }]),
    node('auditTrail'),
  ],
};

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

/** The tree as a form holds it: the last value it reported is what the form would save. */
function ControlledTree({ initial, seen }: { readonly initial: MenuGrants; readonly seen: MenuGrants[] }) {
  const [grants, setGrants] = useState(initial);
  return (
    <PermissionTree
      tree={TREE}
      value={grants}
      onChange={(next) => {
        seen.push(next);
        setGrants(next);
      }}
    />
  );
}

// antd renders slowly in jsdom, more so on a busy machine.
const SLOW = { timeout: 30_000 };

describe('the permission tree', SLOW, () => {
  it('shows developed items as keyboard-usable radio groups with the spec’s labels', async () => {
    await renderWithProviders(<PermissionTree tree={TREE} value={{ roles: 'view' }} />);
    const roles = screen.getByRole('radiogroup', { name: 'Roles' });
    expect(within(roles).getByRole('radio', { name: 'View Only' })).toHaveProperty('checked', true);
    expect(within(roles).getByRole('radio', { name: 'View and Edit' })).toBeTruthy();
    expect(within(roles).getByRole('radio', { name: 'No access' })).toBeTruthy();
    // Radios of one item share a name, so the arrow keys move between them.
    const names = new Set(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    );
    expect(names.size).toBe(1);
    expect(screen.queryByRole('radiogroup', { name: 'Billing summary' })).toBeNull();
    expect(screen.getByTestId('permission-row-accessLevel').textContent).toContain('Mixed');
  });

  it('a group row sets all its children, and the levels become MenuGrants', async () => {
    const seen: MenuGrants[] = [];
    await renderWithProviders(<ControlledTree initial={{ home: 'view', roles: 'view' }} seen={seen} />);
    const group = screen.getByRole('radiogroup', { name: 'Everything in Access level' });
    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: 'View and Edit' })));
    expect(seen.at(-1)).toEqual({ home: 'view', roles: 'edit', permissionTemplates: 'edit' });
    expect(
      within(screen.getByRole('radiogroup', { name: 'Permission templates' })).getByRole('radio', { name: 'View and Edit' }),
    ).toHaveProperty('checked', true);

    const settings = screen.getByRole('radiogroup', { name: 'Everything in Settings' });
    await act(async () => fireEvent.click(within(settings).getByRole('radio', { name: 'No access' })));
    expect(seen.at(-1)).toEqual({ home: 'view' });
  });

  it('read-only, it shows each level instead of offering a choice', async () => {
    await renderWithProviders(<PermissionTree tree={TREE} value={{ roles: 'edit', auditTrail: 'view' }} readOnly />);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByTestId('permission-row-roles').textContent).toContain('View and Edit');
    expect(screen.getByTestId('permission-row-auditTrail').textContent).toContain('View Only');
    expect(screen.getByTestId('permission-row-home').textContent).toContain('No access');
  });
});

describe('field permissions', SLOW, () => {
  it('sets a field level per scope and shows what takes effect', async () => {
    const seen: FieldGrants[] = [];
    function Controlled() {
      const [grants, setGrants] = useState<FieldGrants>({ public: {}, private: {} });
      return (
        <FieldPermissions
          menuGrants={{ users: 'view', account: 'edit' }}
          value={grants}
          onChange={(next) => {
            seen.push(next);
            setGrants(next);
          }}
        />
      );
    }
    await renderWithProviders(<Controlled />);
    const select = screen.getByRole('combobox', { name: "User accounts: Email – Other people's records (public)" });
    await act(async () => fireEvent.mouseDown(select));
    const none = await screen.findAllByTitle('None');
    await act(async () => fireEvent.click(none.at(-1)!));
    expect(seen.at(-1)).toEqual({ public: { 'user.email': 'none' }, private: {} });
    // Other fields follow the menu access: View Only on users caps other people's records.
    expect(screen.getAllByText('Effective: View Only').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Effective: None').length).toBeGreaterThan(0);
  });
});
