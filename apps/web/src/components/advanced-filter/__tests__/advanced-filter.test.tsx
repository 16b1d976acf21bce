import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { FilterCategoryOptions, FilterQuery } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdvancedFilter, EMPTY_FILTER_QUERY, type AdvancedFilterProps } from '../advanced-filter.tsx';
import { autofillChildren, cleanQuery, newDraftRule, summarizeItems, type DraftQuery } from '../filter-query.ts';

afterEach(cleanup);

const DEPARTMENTS = ['Finance', 'Sales', 'HR', 'IT', 'Ops', 'Legal', 'Admin'];
const CATEGORIES: FilterCategoryOptions[] = [
  { category: 'department', text: 'Department', options: DEPARTMENTS.map((text, index) => ({ value: `d${index}`, text })) },
  {
    category: 'locations',
    text: 'Locations',
    options: [
      {
        value: 'c1',
        text: 'Contract Alpha',
        archived: false,
        children: [
          { value: 'l1', text: 'Jurong' },
          { value: 'l2', text: 'Tampines' },
        ],
      },
      { value: 'c2', text: 'Contract Old', archived: true, children: [{ value: 'l3', text: 'Woodlands' }] },
    ],
  },
  {
    category: 'employeeStatus',
    text: 'Employee status',
    options: [
      { value: '0', text: 'Active' },
      { value: '1', text: 'Archived' },
    ],
  },
];

describe('the filter query rules', () => {
  const draft = (rules: DraftQuery['rules']): DraftQuery => ({ join: 'or', hideEmptyRows: true, employeeIds: [], rules });

  it('drops empty values except 0 and "0", and rules left without a category or a needed value', () => {
    const query = cleanQuery(
      draft([
        { ...newDraftRule('employeeStatus'), condition: 'is', values: ['0'] },
        { ...newDraftRule('department'), values: ['', '  ', 'd1', 0 as unknown as string] },
        { ...newDraftRule('department'), values: [''] },
        { ...newDraftRule(null), values: ['d1'] },
        { ...newDraftRule('passType'), condition: 'isEmpty', values: ['stale'] },
      ]),
    );
    expect(query).toEqual({
      join: 'or',
      hideEmptyRows: true,
      employeeIds: [],
      rules: [
        { category: 'employeeStatus', condition: 'is', values: ['0'] },
        { category: 'department', condition: 'isAnyOf', values: ['d1', '0'] },
        { category: 'passType', condition: 'isEmpty', values: [] },
      ],
    });
  });

  it('fills in a contract’s locations when it is chosen, and takes them out with it', () => {
    const options = CATEGORIES[1]!.options;
    expect(autofillChildren({ previous: [], next: ['c1'], options })).toEqual(['c1', 'l1', 'l2']);
    expect(autofillChildren({ previous: ['c1', 'l1', 'l2', 'l3'], next: ['l1', 'l2', 'l3'], options })).toEqual(['l3']);
    expect(autofillChildren({ previous: ['c1', 'l1', 'l2'], next: ['c1', 'l1'], options })).toEqual(['c1', 'l1']);
  });

  it('summarizes up to five items, then counts the others', () => {
    expect(summarizeItems(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], others: 0 });
    expect(summarizeItems(DEPARTMENTS)).toEqual({ shown: DEPARTMENTS.slice(0, 5), others: 2 });
  });
});

function Controlled(props: Partial<AdvancedFilterProps> & { readonly onChange?: (query: FilterQuery) => void }) {
  const [value, setValue] = useState<FilterQuery>(props.value ?? EMPTY_FILTER_QUERY);
  return (
    <AdvancedFilter
      categories={CATEGORIES}
      mode={props.mode}
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
/** Opens a select inside `scope` and clicks the option with this title. */
async function choose(scope: HTMLElement, selectName: string, optionTitle: string) {
  await act(async () => fireEvent.mouseDown(within(scope).getByRole('combobox', { name: selectName })));
  const options = await screen.findAllByTitle(optionTitle);
  await click(options.at(-1)!);
}
const chips = () =>
  within(screen.getByRole('list', { name: 'Filters applied' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AdvancedFilter in panel mode', () => {
  it('adds a rule with Add Filter, applies it, and shows it as a chip', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    await click(button('Add Filter'));
    const rule = screen.getByRole('group', { name: 'Filter 1' });
    // The keyboard carries on in the new rule.
    expect(document.activeElement).toBe(within(rule).getByRole('combobox', { name: 'Filter by' }));
    await choose(rule, 'Filter by', 'Department');
    await choose(rule, 'Values', 'Finance');
    await choose(rule, 'Values', 'HR');
    await click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith({
      join: 'and',
      hideEmptyRows: false,
      employeeIds: [],
      rules: [{ category: 'department', condition: 'isAnyOf', values: ['d0', 'd2'] }],
    });
    expect(chips()).toEqual(['Department is any of Finance, HR']);
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  });

  it('forgets the edits on Cancel', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    await click(button('Add Filter'));
    await choose(screen.getByRole('group', { name: 'Filter 1' }), 'Filter by', 'Department');
    await click(button('Cancel'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Filter 1' })).toBeNull();
  });

  it('joins rules with or, hides empty rows, and removes a rule by its chip', async () => {
    const onChange = vi.fn();
    const value: FilterQuery = {
      join: 'and',
      hideEmptyRows: false,
      employeeIds: [],
      rules: [
        { category: 'department', condition: 'isAnyOf', values: DEPARTMENTS.map((_, index) => `d${index}`) },
        { category: 'employeeStatus', condition: 'is', values: ['0'] },
      ],
    };
    await renderWithProviders(<Controlled value={value} onChange={onChange} />);
    // Spec §9: five items, then '& N others'.
    expect(chips()).toEqual(['Department is any of Finance, Sales, HR, IT, Ops & 2 others', 'and', 'Employee status is Active']);

    await click(button(/^Department is any of/));
    await click(screen.getByRole('radio', { name: 'any filter (or)' }));
    await click(screen.getByRole('checkbox', { name: 'Hide empty rows' }));
    await click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, join: 'or', hideEmptyRows: true });

    await click(button('Remove filter: Employee status is Active'));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, join: 'or', hideEmptyRows: true, rules: [value.rules[0]] });
  });

  it('groups contracts under Active and Archived, and choosing a contract fills in its locations', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    await click(button('Add Filter'));
    const rule = screen.getByRole('group', { name: 'Filter 1' });
    await choose(rule, 'Filter by', 'Locations');
    await act(async () => fireEvent.mouseDown(within(rule).getByRole('combobox', { name: 'Values' })));
    const groups = [...document.querySelectorAll('.ant-select-item-group')].map((group) => group.textContent);
    expect(groups).toEqual(['Active', 'Archived']);
    await click(await screen.findByTitle('Contract Alpha'));
    await click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ rules: [{ category: 'locations', condition: 'isAnyOf', values: ['c1', 'l1', 'l2'] }] }),
    );
  });

  it('takes one value for "is", none for "is empty", and keeps the status 0', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    await click(button('Add Filter'));
    const rule = screen.getByRole('group', { name: 'Filter 1' });
    await choose(rule, 'Filter by', 'Employee status');
    await choose(rule, 'Condition', 'is');
    await choose(rule, 'Values', 'Active');
    await click(button('Add another filter'));
    const second = screen.getByRole('group', { name: 'Filter 2' });
    await choose(second, 'Filter by', 'Department');
    await choose(second, 'Condition', 'is empty');
    expect(within(second).queryByRole('combobox', { name: 'Values' })).toBeNull();
    await click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith({
      join: 'and',
      hideEmptyRows: false,
      employeeIds: [],
      rules: [
        { category: 'employeeStatus', condition: 'is', values: ['0'] },
        { category: 'department', condition: 'isEmpty', values: [] },
      ],
    });
    expect(chips()).toEqual(['Employee status is Active', 'and', 'Department is empty']);
  });
});

describe('AdvancedFilter in modal mode', () => {
  it('opens a modal titled Advanced Filter whose Filter button applies, and Reset Advanced Filter clears', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled mode="modal" onChange={onChange} />);
    expect(button('Reset Advanced Filter')).toHaveProperty('disabled', true);
    await click(button('Advanced Filter'));
    const dialog = screen.getByRole('dialog', { name: 'Advanced Filter' });
    await choose(within(dialog).getByRole('group', { name: 'Filter 1' }), 'Filter by', 'Department');
    await choose(within(dialog).getByRole('group', { name: 'Filter 1' }), 'Values', 'Sales');
    await click(button('Filter', dialog));
    expect(onChange).toHaveBeenLastCalledWith({
      join: 'and',
      hideEmptyRows: false,
      employeeIds: [],
      rules: [{ category: 'department', condition: 'isAnyOf', values: ['d1'] }],
    });
    expect(chips()).toEqual(['Department is any of Sales']);

    await click(button('Reset Advanced Filter'));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER_QUERY);
  });

  it('asks before closing the modal with a changed filter', async () => {
    await renderWithProviders(<Controlled mode="modal" />);
    await click(button('Advanced Filter'));
    const dialog = screen.getByRole('dialog', { name: 'Advanced Filter' });
    await choose(within(dialog).getByRole('group', { name: 'Filter 1' }), 'Filter by', 'Department');
    await choose(within(dialog).getByRole('group', { name: 'Filter 1' }), 'Values', 'Sales');
    await click(button('Close', dialog));
    expect(await screen.findByText('Do you want to close this modal without saving the changes?')).toBeTruthy();
  });
});
