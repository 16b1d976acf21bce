import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Input } from 'antd';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toNamePath } from '../name-path.ts';
import { SchemaField, SchemaForm } from '../schema-form.tsx';

afterEach(cleanup);

describe('toNamePath', () => {
  it.each([
    ['firstName', ['firstName']],
    ['leaveRequest.showOnCalendar', ['leaveRequest', 'showOnCalendar']],
    ['phones.0.number', ['phones', 0, 'number']],
    ['deployments.12.locationId', ['deployments', 12, 'locationId']],
    ['personal.phones.1', ['personal', 'phones', 1]],
    // Not a list position: a leading zero or a sign stays a name.
    ['codes.01', ['codes', '01']],
    ['codes.-1', ['codes', '-1']],
  ] as const)('%s → %j', (name, path) => {
    expect(toNamePath(name)).toEqual(path);
  });

  it('keeps a path that is already one, turning its numeric names into positions', () => {
    expect(toNamePath(['phones', '2', 'number'])).toEqual(['phones', 2, 'number']);
    expect(toNamePath(['phones', 2])).toEqual(['phones', 2]);
  });
});

/** The test's own button text (not an app string). */
const SAVE = 'Save';

describe('SchemaForm with a dotted name that has a list position', () => {
  const schema = z.object({
    name: z.string().min(1),
    phones: z.array(z.object({ number: z.string().min(4), label: z.string().optional() })).optional(),
  });

  function PhonesForm({ onSubmit }: { readonly onSubmit: (values: unknown) => Promise<unknown> }) {
    return (
      <SchemaForm
        schema={schema}
        initialValues={{ name: 'Nur', phones: [{ number: '91234567' }, { number: '81234567' }] }}
        onSubmit={onSubmit}
        guardUnsaved={false}
      >
        <SchemaField name="name" label="Name">
          <Input />
        </SchemaField>
        <SchemaField name="phones.0.number" label="First phone">
          <Input />
        </SchemaField>
        <SchemaField name="phones.1.number" label="Second phone">
          <Input />
        </SchemaField>
        <Button htmlType="submit">{SAVE}</Button>
      </SchemaForm>
    );
  }

  it('reads and writes the list’s rows (an array, not an object keyed "0"), checked by the element’s schema', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithProviders(<PhonesForm onSubmit={onSubmit} />);
    expect((screen.getByLabelText('Second phone') as HTMLInputElement).value).toBe('81234567');
    await act(async () => fireEvent.change(screen.getByLabelText('First phone'), { target: { value: '12' } }));
    expect(await screen.findByText('Must be at least 4 characters.')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText('First phone'), { target: { value: '6591' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const values = (onSubmit.mock.calls[0] as unknown[])[0] as { phones: unknown };
    expect(Array.isArray(values.phones)).toBe(true);
    expect(values).toEqual({ name: 'Nur', phones: [{ number: '6591' }, { number: '81234567' }] });
  });

  it('puts a server error named phones.1.number on that row’s field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, {
        message: ['Form validation was failed.'],
        code: 'VALIDATION_FAILED',
        errors: { 'phones.1.number': 'This number is taken.' },
      });
    });
    await renderWithProviders(<PhonesForm onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const message = await screen.findByText('This number is taken.');
    // Under the second phone's input, not on a field of its own.
    expect(message.closest('.ant-form-item')?.querySelector('input')).toBe(screen.getByLabelText('Second phone'));
  });
});
