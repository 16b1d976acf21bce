import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CUSTOM_FIELD_TYPES as T, type CustomFieldRow } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext } from '../../../lib/session-context.tsx';
import { CustomFieldListTab } from '../components/custom-field-list-tab.tsx';
import { json, sessionWith, stubFetch } from './support.ts';

const fetchMock = stubFetch();
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

/** The server: the table, the property-name check (`taken` names are used) and the rest answered ok. */
function server(rows: CustomFieldRow[], taken: string[] = []) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/custom-fields/table'))
      return json({ data: { data: rows, recordsTotal: rows.length, recordsFiltered: rows.length } });
    if (url.pathname.endsWith('/custom-fields/check/property-name')) {
      const name = url.searchParams.get('propertyName') ?? '';
      return json({ data: taken.includes(name) ? { available: false, reason: 'taken' } : { available: true, reason: null } });
    }
    return json({ data: init?.method === 'DELETE' ? { ok: true } : {} });
  });
}

function tab(level: 'view' | 'edit') {
  return (
    <SessionContext.Provider value={sessionWith(level)}>
      <CustomFieldListTab location="contract" />
    </SessionContext.Provider>
  );
}

const deletes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'DELETE')
    .map(([url]) => {
      const parsed = new URL(String(url), 'http://localhost');
      return `${parsed.pathname}${parsed.search}`;
    });

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
    await waitFor(() => expect(deletes()).toEqual([`/api/v2/custom-fields/${field.id}?removeValues=true`]));
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
