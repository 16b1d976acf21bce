import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkPropertyName, deleteCustomField, listCustomFields } from '@tenaga/contracts/modules/custom-fields/routes';
import type { CustomFieldRow } from '@tenaga/contracts/modules/custom-fields/schemas';
import { CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { SessionContext } from '../../../lib/session-context.tsx';
import { CustomFieldListTab } from '../components/custom-field-list-tab.tsx';
import { sessionWith } from './support.ts';

const api = setupFakeApi();
const row = (label: string, valueCount: number): CustomFieldRow => ({
  id: crypto.randomUUID(),
  location: 'contract',
  type: T.singleLineText,
  label,
  propertyName: label.toLowerCase(),
  options: [],
  required: false,
  active: true,
  order: 1,
  updatedAt: 0,
  version: 1,
  valueCount,
});

/** The server: the table, the property-name check (`taken` names are used) and the delete. */
function server(rows: CustomFieldRow[], taken: string[] = []) {
  api.on(listCustomFields, { data: rows, recordsTotal: rows.length, recordsFiltered: rows.length });
  api.on(checkPropertyName, ({ query }) =>
    taken.includes(query.propertyName ?? '') ? { available: false, reason: 'taken' as const } : { available: true, reason: null },
  );
  api.on(deleteCustomField, { ok: true });
}

function tab(level: 'view' | 'edit') {
  return (
    <SessionContext.Provider value={sessionWith(level)}>
      <CustomFieldListTab location="contract" />
    </SessionContext.Provider>
  );
}

const deletes = () => api.calls(deleteCustomField).map((call) => ({ id: call.params.id, query: call.query }));

describe('Settings › Custom field, one location', { timeout: 30_000 }, () => {
  it('deleting a field that records hold values in says how many, and deletes them with it once confirmed', async () => {
    const field = row('Badge', 3);
    server([field]);
    await renderWithProviders(tab('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Badge' })));
    expect(
      await screen.findByText(
        'Records with a value in this field: 3. Deleting the field deletes those values too, and this cannot be undone.',
      ),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(deletes()).toEqual([{ id: field.id, query: { removeValues: 'true' } }]));
  });

  it('a new field’s property name follows its label, and a taken one is refused as typed', async () => {
    server([], ['uniformSize']);
    await renderWithProviders(tab('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Add custom field/ })));
    const dialog = within(await screen.findByRole('dialog'));
    const propertyName = () => dialog.getByLabelText('Property name') as HTMLInputElement;
    await act(async () => fireEvent.change(dialog.getByLabelText('Label'), { target: { value: 'Uniform size' } }));
    await waitFor(() => expect(propertyName().value).toBe('uniformSize'));
    await act(async () => fireEvent.change(propertyName(), { target: { value: 'uniformSiz' } }));
    await act(async () => fireEvent.change(propertyName(), { target: { value: 'uniformSize' } }));
    expect(
      await dialog.findByText('Another custom field of this record already uses this property name.', {}, { timeout: 3_000 }),
    ).toBeTruthy();
    await act(async () => fireEvent.change(propertyName(), { target: { value: 'Uniform' } }));
    expect(
      await dialog.findByText(
        'Start with a lowercase letter, then use only letters and digits (camelCase, for example shirtSize).',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    // Typed once, it no longer follows the label.
    await act(async () => fireEvent.change(dialog.getByLabelText('Label'), { target: { value: 'Shoe size' } }));
    expect(propertyName().value).toBe('Uniform');
  });

  it('View Only: the fields show, without add, move, change or delete', async () => {
    server([row('Badge', 0)]);
    await renderWithProviders(tab('view'));
    expect(await screen.findByText('Badge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add custom field/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Badge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up: Badge' })).toBeNull();
  });
});
