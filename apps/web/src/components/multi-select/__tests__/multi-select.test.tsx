import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render.tsx';
import { MultiSelect, type MultiSelectOption } from '../multi-select.tsx';

const FRUITS: MultiSelectOption<string>[] = ['Apple', 'Banana', 'Cherry', 'Durian', 'Elderberry'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

function Controlled({
  onChange,
  maxSelection,
  initial = [],
}: {
  readonly onChange: (values: string[]) => void;
  readonly maxSelection?: number;
  readonly initial?: string[];
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiSelect
      aria-label="Fruit"
      options={FRUITS}
      value={value}
      maxSelection={maxSelection}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const open = () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fruit' }));
const option = (label: string) => screen.findByTitle(label);
async function click(label: string) {
  const target = await option(label);
  await act(async () => fireEvent.click(target));
}

afterEach(cleanup);

describe('MultiSelect', () => {
  it('selects every option with "Select all", then clears them with "Clear all"', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    open();
    await click('Select all');
    expect(onChange).toHaveBeenLastCalledWith(['apple', 'banana', 'cherry', 'durian', 'elderberry']);

    await click('Clear all');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows up to three chosen items, then "+N"', async () => {
    await renderWithProviders(<Controlled onChange={() => {}} initial={['apple', 'banana', 'cherry', 'durian', 'elderberry']} />);
    const shown = [...document.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent);
    expect(shown).toEqual(['Apple', 'Banana', 'Cherry', '+2']);
  });

  it('stops at the maximum selection, and has no "Select all" that would break it', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} maxSelection={2} />);
    open();
    await option('Apple');
    expect(screen.queryByTitle('Select all')).toBeNull();
    await click('Apple');
    await click('Banana');
    expect(onChange).toHaveBeenLastCalledWith(['apple', 'banana']);
    await click('Cherry');
    expect(onChange).toHaveBeenLastCalledWith(['apple', 'banana']);
    expect((await option('Cherry')).className).toContain('ant-select-item-option-disabled');
  });

  it('keeps "Select all" when the maximum allows every option', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} maxSelection={5} />);
    open();
    await click('Select all');
    expect(onChange).toHaveBeenLastCalledWith(FRUITS.map((fruit) => fruit.value));
  });
});
