import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { EmployeeOption, FilterCategoryOptions, FilterQuery } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdvancedFilter, EMPTY_FILTER_QUERY, type AdvancedFilterProps } from '../advanced-filter.tsx';
import { categoryKey, cleanQuery, newDraftRule, sameQuery } from '../filter-query.ts';

afterEach(cleanup);

const SIZE = '11111111-1111-4111-8111-111111111111';
const NOTE = '22222222-2222-4222-8222-222222222222';
const CATEGORIES: FilterCategoryOptions[] = [
  { category: 'department', text: 'Department', options: [{ value: 'd1', text: 'Sales' }] },
  {
    category: 'customField',
    customFieldId: SIZE,
    text: 'Shirt size',
    options: [
      { value: 's', text: 'Small' },
      { value: 'm', text: 'Medium' },
    ],
  },
  { category: 'customField', customFieldId: NOTE, text: 'Note', options: [], conditions: ['isEmpty', 'isNotEmpty'] },
];

function person(serial: number, fullName: string): EmployeeOption {
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    text: `(E${serial}) ${fullName}`,
    fullName,
    employmentNumber: `E${serial}`,
    cessationDate: null,
    identificationNumber: null,
    employmentType: 0,
    jobTitleId: null,
    departmentId: null,
  };
}
const PEOPLE = [person(1, 'Ana Lim'), person(2, 'Bob Tan'), person(3, 'Chen Wei')];

function Controlled(props: Partial<AdvancedFilterProps> & { readonly onChange?: (query: FilterQuery) => void }) {
  const [value, setValue] = useState<FilterQuery>(props.value ?? EMPTY_FILTER_QUERY);
  return (
    <AdvancedFilter
      categories={CATEGORIES}
      mode={props.mode}
      employees={{ options: PEOPLE }}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const click = (element: Element) => act(async () => fireEvent.click(element));
const button = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('button', { name });
async function choose(scope: HTMLElement, selectName: string, optionTitle: string) {
  await act(async () => fireEvent.mouseDown(within(scope).getByRole('combobox', { name: selectName })));
  const options = await screen.findAllByTitle(optionTitle);
  await click(options.at(-1)!);
}
const chips = () =>
  within(screen.getByRole('list', { name: 'Filters applied' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('custom field categories', () => {
  it('tells two custom fields apart, and keeps the field in the query', () => {
    expect(categoryKey(CATEGORIES[1]!)).not.toBe(categoryKey(CATEGORIES[2]!));
    const query = cleanQuery({
      join: 'and',
      hideEmptyRows: false,
      employeeIds: ['x', 'x'],
      rules: [{ ...newDraftRule('customField'), customFieldId: SIZE, values: ['s'] }],
    });
    expect(query).toEqual({
      join: 'and',
      hideEmptyRows: false,
      employeeIds: ['x'],
      rules: [{ category: 'customField', customFieldId: SIZE, condition: 'isAnyOf', values: ['s'] }],
    });
    const other = { ...query, rules: [{ ...query.rules[0]!, customFieldId: NOTE }] };
    expect(sameQuery(query, other)).toBe(false);
    expect(sameQuery(query, { ...query, employeeIds: [] })).toBe(false);
  });

  it('filters by a custom field’s options, and offers a text field only is empty / is not empty', { timeout: 30_000 }, async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    await click(button('Add Filter'));
    const rule = screen.getByRole('group', { name: 'Filter 1' });
    await choose(rule, 'Filter by', 'Shirt size');
    await choose(rule, 'Values', 'Medium');
    await click(button('Add another filter'));
    const second = screen.getByRole('group', { name: 'Filter 2' });
    await choose(second, 'Filter by', 'Note');
    // The condition moved to one the field takes, and there is no value to choose.
    expect(within(second).queryByRole('combobox', { name: 'Values' })).toBeNull();
    await act(async () => fireEvent.mouseDown(within(second).getByRole('combobox', { name: 'Condition' })));
    const offered = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(offered.slice(-2)).toEqual(['is empty', 'is not empty']);
    await click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith({
      join: 'and',
      hideEmptyRows: false,
      employeeIds: [],
      rules: [
        { category: 'customField', customFieldId: SIZE, condition: 'isAnyOf', values: ['m'] },
        { category: 'customField', customFieldId: NOTE, condition: 'isEmpty', values: [] },
      ],
    });
    expect(chips()).toEqual(['Shirt size is any of Medium', 'and', 'Note is empty']);
  });
});

describe('the individual employee filter', () => {
  it('chooses employees with the picker in the panel, shows them as a chip, and Reset clears them', { timeout: 30_000 }, async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    await click(button('Add Filter'));
    await click(button('Choose employees (0 chosen)'));
    await click(button('Add (E2) Bob Tan'));
    await click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER_QUERY, employeeIds: [PEOPLE[1]!.id] });
    expect(chips()).toEqual(['1 chosen employee']);
    await click(button('Reset Advanced Filter'));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER_QUERY);
    expect(screen.queryByRole('list', { name: 'Filters applied' })).toBeNull();
  });

  it('works in the modal too, the picker open when employees are chosen', { timeout: 60_000 }, async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Controlled mode="modal" value={{ ...EMPTY_FILTER_QUERY, employeeIds: [PEOPLE[0]!.id] }} onChange={onChange} />,
    );
    expect(chips()).toEqual(['1 chosen employee']);
    expect(button('Reset Advanced Filter')).toHaveProperty('disabled', false);
    await click(button('Advanced Filter'));
    const dialog = screen.getByRole('dialog', { name: 'Advanced Filter' });
    await click(button('Add (E3) Chen Wei', dialog));
    await click(button('Filter', dialog));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER_QUERY, employeeIds: [PEOPLE[0]!.id, PEOPLE[2]!.id] });
    expect(chips()).toEqual(['2 chosen employees']);
  });

  it('removes the chosen employees by their chip in the panel, keeping the rules', async () => {
    const onChange = vi.fn();
    const rule = { category: 'department' as const, condition: 'is' as const, values: ['d1'] };
    await renderWithProviders(
      <Controlled value={{ ...EMPTY_FILTER_QUERY, rules: [rule], employeeIds: [PEOPLE[0]!.id] }} onChange={onChange} />,
    );
    expect(chips()).toEqual(['Department is Sales', '1 chosen employee']);
    await click(button('Remove filter: 1 chosen employee'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER_QUERY, rules: [rule] });
  });
});
