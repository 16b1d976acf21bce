import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import type { MenuTreeNode } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { GrantsEditor, type GrantsEditorProps } from '../components/grants-editor.tsx';
import type { GrantsValues } from '../components/grants-form.tsx';

afterEach(cleanup);

const node = (name: string): MenuTreeNode => ({ name, area: 'setting', order: 1, developed: true });
const TREE = { main: [{ ...node('home'), area: 'main' as const }], setting: [node('auditTrail')] };
const CLERK: GrantsValues = {
  name: 'Payroll clerk',
  description: '',
  dataScope: 'all',
  menuGrants: { home: 'view' },
  fieldGrants: { public: {}, private: {} },
};

// antd renders slowly in jsdom, more so on a busy machine.
const SLOW = { timeout: 30_000 };
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const button = (name: string) => screen.getByRole('button', { name });
const rename = (value: string) => act(async () => fireEvent.change(screen.getByLabelText('Role name'), { target: { value } }));

/** The editor as the role and template forms use it, with its own form. */
function Editor(props: Omit<GrantsEditorProps, 'form' | 'tree' | 'nameLabel' | 'aria-label' | 'saving'> & { readonly saving?: boolean }) {
  const [form] = Form.useForm<GrantsValues>();
  return <GrantsEditor form={form} tree={TREE} nameLabel="Role name" aria-label="Role" saving={false} {...props} />;
}

describe('the grants editor of roles and templates', SLOW, () => {
  it('saves only the fields that changed and may change, and says so; with nothing changed it sends nothing', async () => {
    const update = vi.fn(async () => {});
    await renderWithProviders(
      <Editor
        initialValues={CLERK}
        readOnly={false}
        readOnlyFields={new Set(['dataScope'])}
        save={{ kind: 'update', update, onReload: () => {} }}
      />,
    );
    await click(button('Save'));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await rename('Senior payroll clerk');
    await click(within(screen.getByRole('radiogroup', { name: 'Audit trail' })).getByRole('radio', { name: 'View Only' }));
    await click(button('Save'));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith({ name: 'Senior payroll clerk', menuGrants: { home: 'view', auditTrail: 'view' } });
  });

  it('after a stale save, offers to reload the other person’s version', async () => {
    const stale = new ApiError(409, { message: ['Someone else changed this record.'], code: 'VERSION_CONFLICT' });
    const update = vi.fn(async () => Promise.reject(stale));
    const onReload = vi.fn();
    await renderWithProviders(<Editor initialValues={CLERK} readOnly={false} save={{ kind: 'update', update, onReload }} />);
    await rename('Senior payroll clerk');
    await click(button('Save'));
    const alert = await screen.findByText('Your changes were not saved. Reload to see the current version, then make your changes again.');
    await click(within(alert.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.queryByText('Your changes were not saved. Reload to see the current version, then make your changes again.')).toBeNull();
  });

  it('asks confirmSave before submitting, and submits when it proceeds', async () => {
    const update = vi.fn(async () => {});
    let proceed: (() => void) | undefined;
    await renderWithProviders(
      <Editor
        initialValues={CLERK}
        readOnly={false}
        save={{ kind: 'update', update, onReload: () => {} }}
        confirmSave={(go) => (proceed = go)}
      />,
    );
    await rename('Senior payroll clerk');
    await click(button('Save'));
    expect(proceed).toBeDefined();
    expect(update).not.toHaveBeenCalled();
    await act(async () => proceed!());
    await waitFor(() => expect(update).toHaveBeenCalledWith({ name: 'Senior payroll clerk' }));
  });

  it('creates a new record whole, under its own button text, with the actions beside it', async () => {
    const create = vi.fn(async () => {});
    await renderWithProviders(
      <Editor
        initialValues={CLERK}
        readOnly={false}
        save={{ kind: 'create', submitText: 'Create role', create }}
        actions={<span>{'Beside'}</span>}
        endActions={<span>{'At the end'}</span>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Beside')).toBeTruthy();
    expect(screen.getByText('At the end')).toBeTruthy();
    await click(button('Create role'));
    await waitFor(() => expect(create).toHaveBeenCalledWith(CLERK));
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
  });

  it('read only, it offers no save; fields the record left out are not shown, and it says why', async () => {
    const { name: _, ...withoutName } = CLERK;
    await renderWithProviders(
      <Editor
        initialValues={withoutName}
        readOnly
        hiddenFields={new Set(['name'])}
        notices={<div>{'Locked'}</div>}
        save={{ kind: 'update', update: async () => {}, onReload: () => {} }}
      />,
    );
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Role name')).toBeNull();
    expect(screen.getByText('Some parts of this role are hidden because your own role does not let you see them.')).toBeTruthy();
  });
});
