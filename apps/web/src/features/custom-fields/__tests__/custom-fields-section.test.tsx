import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getClientContractCustomValues, saveClientContractCustomValues } from '@tenaga/contracts/modules/custom-fields/routes';
import type { CustomField, CustomFieldValues } from '@tenaga/contracts/modules/custom-fields/schemas';
import { CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, setupFakeApi, type FakeAnswer } from '../../../test/fake-api.ts';
import { SessionContext } from '../../../lib/session-context.tsx';
import { CustomFieldsSection } from '../../../components/custom-fields/custom-fields-section.tsx';
import { decimalText, integerText, toFormValues, toOthers } from '../../../components/custom-fields/custom-values.ts';
import { suggestPropertyName } from '../model/property-name.ts';
import { sessionWith } from './support.ts';

const CONTRACT_ID = '1f0c6a52-8a7e-4b9c-9d57-3c1a3e0f8b21';
const api = setupFakeApi();

let order = 0;
const field = (type: CustomField['type'], label: string, extra: Partial<CustomField> = {}): CustomField => ({
  id: crypto.randomUUID(),
  location: 'contract',
  type,
  label,
  propertyName: label.toLowerCase().replace(/\s+/g, ''),
  options: [],
  required: false,
  active: true,
  order: (order += 1),
  updatedAt: 0,
  version: 1,
  ...extra,
});

const headcount = field(T.integerNumber, 'Headcount', { required: true });
const rate = field(T.decimalNumber, 'Hourly rate');
const started = field(T.datepicker, 'Site handover');
const shift = field(T.radioButton, 'Shift', {
  options: [
    { id: 'day', label: 'Day' },
    { id: 'night', label: 'Night' },
  ],
});
const armed = field(T.checkbox, 'Armed guards');
const notes = field(T.multiLineText, 'Notes');
const FIELDS = [headcount, rate, started, shift, armed, notes];

const values = (others: CustomFieldValues['others'], overrides: Partial<CustomFieldValues> = {}): CustomFieldValues => ({
  location: 'contract',
  recordId: CONTRACT_ID,
  version: 3,
  editable: true,
  fields: FIELDS,
  others,
  ...overrides,
});
const STORED = values([
  { _id: { $oid: headcount.id }, value: 12 },
  { _id: { $oid: started.id }, value: '2025-03-01' },
  { _id: { $oid: shift.id }, value: 'night' },
  { _id: { $oid: armed.id }, value: true },
]);

/** The server: the record's values, and the save (`save` answers it). */
function server(read: CustomFieldValues, save: FakeAnswer<typeof saveClientContractCustomValues> = read) {
  api.on(getClientContractCustomValues, read);
  api.on(saveClientContractCustomValues, save);
}

function section(options: { manager?: boolean; readOnly?: boolean } = {}) {
  return (
    <MemoryRouter>
      <SessionContext.Provider value={sessionWith(options.manager ? 'edit' : null)}>
        <CustomFieldsSection location="contract" recordId={CONTRACT_ID} readOnly={options.readOnly ?? false} />
      </SessionContext.Provider>
    </MemoryRouter>
  );
}

const saves = () => api.calls(saveClientContractCustomValues).map((call) => call.body);
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('the custom fields of a record', { timeout: 30_000 }, () => {
  it('reads as text: dates in the region’s format, options by label, a ticked box as Yes, the rest not set', async () => {
    server(STORED);
    await renderWithProviders(section());
    expect(await screen.findByText('01/03/2025')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('Night')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('checks each value by its type as the server does, then saves the others list against the version read', async () => {
    server(STORED, ({ body }) =>
      values(
        (body as { others: CustomFieldValues['others'] }).others.map((entry) => ({
          ...entry,
          value: entry._id.$oid === headcount.id ? Number(entry.value) : entry.value,
        })),
        { version: 4 },
      ),
    );
    await renderWithProviders(section());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit custom fields' })));

    // Too many decimal places, and the required whole number cleared.
    await act(async () => fireEvent.change(screen.getByLabelText('Hourly rate'), { target: { value: '18.1234567' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Headcount'), { target: { value: '' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(
      await within(itemOf('Hourly rate')).findByText('Must have at most 15 digits before the decimal point and 6 after it.'),
    ).toBeTruthy();
    expect(within(itemOf('Headcount')).getByText('This field is required.')).toBeTruthy();
    expect(saves()).toEqual([]);

    // The whole-number input keeps digits only; a decimal comma becomes a point.
    await act(async () => fireEvent.change(screen.getByLabelText('Headcount'), { target: { value: '1a5' } }));
    expect((screen.getByLabelText('Headcount') as HTMLInputElement).value).toBe('15');
    await act(async () => fireEvent.change(screen.getByLabelText('Hourly rate'), { target: { value: '18,50' } }));
    await act(async () => fireEvent.click(screen.getByLabelText('Armed guards')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(saves()).toEqual([
        {
          version: 3,
          others: [
            { _id: { $oid: headcount.id }, value: '15' },
            { _id: { $oid: rate.id }, value: '18.50' },
            { _id: { $oid: started.id }, value: '2025-03-01' },
            { _id: { $oid: shift.id }, value: 'night' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Custom fields saved.')).toBeTruthy();
    // Back to reading, with what the server answered.
    expect(await screen.findByText('18.50')).toBeTruthy();
    expect(screen.getByText('15')).toBeTruthy();
  });

  it('shows the server’s message under the field it names', async () => {
    server(
      STORED,
      apiError(400, {
        message: ['Please input valid data.'],
        code: 'VALIDATION_FAILED',
        errors: { [shift.id]: 'Choose one of the options.' },
      }),
    );
    await renderWithProviders(section());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit custom fields' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(
      await within(screen.getByText('Shift').closest('.ant-form-item') as HTMLElement).findByText('Choose one of the options.'),
    ).toBeTruthy();
  });

  it('offers no Edit where the caller may only read, or the page says the record cannot change', async () => {
    server(values(STORED.others, { editable: false }));
    await renderWithProviders(section());
    expect(await screen.findByText('Night')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit custom fields' })).toBeNull();
    cleanup();
    server(STORED);
    await renderWithProviders(section({ readOnly: true }));
    expect(await screen.findByText('Night')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit custom fields' })).toBeNull();
  });

  it('shows nothing where the location has no field, except a pointer to Settings for those who manage them', async () => {
    server(values([], { fields: [] }));
    const { container } = await renderWithProviders(section());
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
    cleanup();
    await renderWithProviders(section({ manager: true }));
    expect(await screen.findByRole('link', { name: 'Custom fields' })).toBeTruthy();
  });
});

describe('the value form’s model', () => {
  it('holds whole numbers as their digits and unticked boxes as false; sends what is not empty', () => {
    const form = toFormValues(FIELDS, STORED.others);
    expect(form).toMatchObject({ [headcount.id]: '12', [armed.id]: true, [rate.id]: undefined });
    expect(toFormValues([armed], [])).toEqual({ [armed.id]: false });
    expect(toOthers(FIELDS, { ...form, [armed.id]: false, [notes.id]: '   ' }).map((entry) => entry._id.$oid)).toEqual([
      headcount.id,
      started.id,
      shift.id,
    ]);
  });

  it('keeps typed numbers to their characters, and offers a property name from a label', () => {
    expect(integerText(' -12a3')).toBe('-123');
    expect(decimalText('1.234,5x')).toBe('1.2345');
    expect(decimalText('-0,75')).toBe('-0.75');
    expect(suggestPropertyName('Uniform size (EU)')).toBe('uniformSizeEu');
    expect(suggestPropertyName('Ngày bàn giao')).toBe('ngayBanGiao');
    expect(suggestPropertyName('2nd shift')).toBe('ndShift');
    expect(suggestPropertyName('制服尺码')).toBe('');
  });
});
