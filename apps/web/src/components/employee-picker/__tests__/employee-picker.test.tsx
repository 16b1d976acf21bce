import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { EmployeeOption } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmployeePicker, type EmployeePickerProps } from '../employee-picker.tsx';
import { sortEmployees } from '../employee-picker.model.ts';

afterEach(cleanup);

let serial = 0;
function employee(fullName: string, overrides: Partial<EmployeeOption> = {}): EmployeeOption {
  serial += 1;
  const employmentNumber = `E${String(serial).padStart(4, '0')}`;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    text: `(${employmentNumber}) ${fullName}`,
    fullName,
    employmentNumber,
    cessationDate: null,
    identificationNumber: null,
    employmentType: 0,
    jobTitleId: null,
    departmentId: null,
    ...overrides,
  };
}

const ana = employee('Ana Lim');
const bob = employee('bob Tan');
const chen = employee('Chen Wei', { cessationDate: '2025-03-14' });
const dewi = employee('Dewi Sari');
const PEOPLE = [dewi, chen, bob, ana];

function Controlled(props: Partial<EmployeePickerProps> & { readonly onChange?: (ids: string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <EmployeePicker
      aria-label="Employees"
      options={PEOPLE}
      {...props}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        props.onChange?.(ids);
      }}
    />
  );
}

const list = (title: RegExp) => screen.getByRole('region', { name: title });
const available = () => list(/^Employees \(/);
const selected = () => list(/^Selected \(/);
/** The employees a list shows, in order. */
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button', { name: /^(Add|Remove) / })
    .map((button) => button.textContent);
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const search = (text: string) =>
  act(async () => fireEvent.change(screen.getByRole('searchbox', { name: 'Search employees' }), { target: { value: text } }));

describe('EmployeePicker', () => {
  it('lists employees by name, case-insensitive, and moves one between the lists by a click', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    expect(names(available())).toEqual([ana.text, bob.text, dewi.text]);
    expect(within(selected()).getByText('No employees selected')).toBeTruthy();

    await click(screen.getByRole('button', { name: `Add ${bob.text}` }));
    expect(onChange).toHaveBeenLastCalledWith([bob.id]);
    expect(names(selected())).toEqual([bob.text]);
    expect(names(available())).toEqual([ana.text, dewi.text]);

    await click(screen.getByRole('button', { name: `Remove ${bob.text}` }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('hides resigned employees until "Show resigned employees" is switched on', async () => {
    await renderWithProviders(<Controlled />);
    expect(names(available())).not.toContain(chen.text);
    await click(screen.getByRole('switch', { name: 'Show resigned employees' }));
    expect(names(available())).toEqual([ana.text, bob.text, chen.text, dewi.text]);
  });

  it('has no resigned switch when nobody has resigned', async () => {
    await renderWithProviders(<Controlled options={[ana, bob]} />);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows resigned employees at once when one is already chosen', async () => {
    await renderWithProviders(<Controlled value={[chen.id]} />);
    expect(screen.getByRole('switch', { name: 'Show resigned employees' })).toHaveProperty('ariaChecked', 'true');
    expect(names(selected())).toEqual([chen.text]);
  });

  it('labels a resigned employee ARCHIVED, with "Archived on" and the date in the user’s format', async () => {
    await renderWithProviders(<Controlled value={[chen.id]} />, { region: { dateFormat: 'DD-MMM-YYYY' } });
    const tag = within(selected()).getByText('ARCHIVED');
    await act(async () => fireEvent.focus(tag));
    expect(await screen.findByText('Archived on 14-Mar-2025')).toBeTruthy();
  });

  it('searches by name or number; Select all adds only the employees found', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} value={[dewi.id]} />);
    await search('AN');
    expect(names(available())).toEqual([ana.text, bob.text]);
    await click(within(available()).getByRole('button', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith([dewi.id, ana.id, bob.id]);
    await search(dewi.employmentNumber);
    expect(names(selected())).toEqual([dewi.text]);
  });

  it('Deselect all removes only the chosen employees in view', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} value={[ana.id, bob.id, dewi.id]} />);
    await search('dewi');
    await click(within(selected()).getByRole('button', { name: 'Deselect all' }));
    expect(onChange).toHaveBeenLastCalledWith([ana.id, bob.id]);
  });

  it('when disabled, nothing moves; deselect has a flag of its own', async () => {
    const { unmount } = await renderWithProviders(<Controlled disabled value={[ana.id]} />);
    expect(within(available()).getByRole('button', { name: 'Select all' })).toHaveProperty('disabled', true);
    expect(within(selected()).getByRole('button', { name: 'Deselect all' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: `Add ${bob.text}` })).toHaveProperty('disabled', true);
    unmount();

    await renderWithProviders(<Controlled deselectDisabled value={[ana.id]} />);
    expect(within(available()).getByRole('button', { name: 'Select all' })).toHaveProperty('disabled', false);
    expect(within(selected()).getByRole('button', { name: 'Deselect all' })).toHaveProperty('disabled', true);
  });

  it('keeps chosen ids it has no option for (not loaded yet, or not visible to this user)', async () => {
    const onChange = vi.fn();
    const unknown = '00000000-0000-4000-8000-999999999999';
    await renderWithProviders(<Controlled onChange={onChange} value={[unknown, ana.id]} />);
    await click(within(selected()).getByRole('button', { name: 'Deselect all' }));
    expect(onChange).toHaveBeenLastCalledWith([unknown]);
  });

  it('stays responsive with 5,000 employees: only the rows in view are rendered', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      employee(`Person ${String(index).padStart(4, '0')}`, { cessationDate: index % 10 === 0 ? '2024-01-31' : null }),
    );
    const onChange = vi.fn();
    await renderWithProviders(<Controlled options={many} onChange={onChange} />);
    expect(within(available()).getByText('Employees (4500)')).toBeTruthy();
    expect(names(available()).length).toBeLessThan(40);

    await click(within(available()).getByRole('button', { name: 'Select all' }));
    expect(onChange.mock.lastCall![0]).toHaveLength(4500);
    expect(within(selected()).getByText('Selected (4500)')).toBeTruthy();
    expect(names(selected()).length).toBeLessThan(40);

    await search('Person 4999');
    expect(names(selected())).toEqual([many[4999]!.text]);
  });
});

describe('sortEmployees', () => {
  it('sorts by name ignoring case, then the latest cessation first, people still employed before', () => {
    const a1 = employee('ana', { cessationDate: '2023-01-01' });
    const a2 = employee('Ana', { cessationDate: '2024-06-30' });
    const a3 = employee('ANA');
    expect(sortEmployees([a1, bob, a2, a3], 'en').map((option) => option.id)).toEqual([a3.id, a2.id, a1.id, bob.id]);
  });
});
