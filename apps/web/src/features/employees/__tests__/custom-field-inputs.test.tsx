import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import { CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { CreateEmployeeBodySchema } from '@tenaga/contracts/modules/employees/record';
import { renderWithProviders } from '../../../test/render.tsx';
import { customFieldFixture } from '../../../test/custom-field.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { CustomFieldInputs } from '../components/add/custom-field-inputs.tsx';
import { buildCreateBody, type AddEmployeeValues } from '../model/create-body.ts';

afterEach(cleanup);

const LOCKER = customFieldFixture('11111111-1111-4111-8111-111111111111', T.integerNumber, { label: 'Locker', required: true });
const DRIVER = customFieldFixture('22222222-2222-4222-8222-222222222222', T.checkbox, { label: 'Driver' });

describe('custom fields on the add form', () => {
  it('checks each value by the shared rules and hands the form’s values to the create body', async () => {
    const onSubmit = vi.fn(async (_values: AddEmployeeValues) => {});
    await renderWithProviders(
      <SchemaForm<typeof CreateEmployeeBodySchema, AddEmployeeValues>
        schema={CreateEmployeeBodySchema}
        onSubmit={onSubmit}
        aria-label="Add"
      >
        <CustomFieldInputs fields={[LOCKER, DRIVER]} />
        <Button htmlType="submit">{'Submit'}</Button>
      </SchemaForm>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => fireEvent.change(screen.getByLabelText('Locker'), { target: { value: '12' } }));
    await act(async () => fireEvent.click(screen.getByLabelText('Driver')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0]![0];
    expect(buildCreateBody(values, [LOCKER, DRIVER]).others).toEqual([
      { _id: { $oid: LOCKER.id }, value: '12' },
      { _id: { $oid: DRIVER.id }, value: true },
    ]);
  });
});
