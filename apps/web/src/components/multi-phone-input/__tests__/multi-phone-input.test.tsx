import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render.tsx';
import { MultiPhoneInput, type MultiPhoneInputProps } from '../multi-phone-input.tsx';
import { loadPhoneNumbers } from '../../phone-input/phone-rules.ts';

afterEach(cleanup);
// The phone rules load when the first phone field mounts; these tests start from a loaded page.
beforeAll(async () => {
  await loadPhoneNumbers();
});

function Controlled(props: MultiPhoneInputProps & { readonly onValue?: (value: string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <MultiPhoneInput
      defaultCountry="SG"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

const row = (number: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Phone number ${number}` });
const type = (number: number, text: string) => act(async () => fireEvent.change(row(number), { target: { value: text } }));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('MultiPhoneInput', () => {
  it('adds and removes rows, and reports its validity by field name', async () => {
    const onValue = vi.fn();
    const onValidityChange = vi.fn();
    await renderWithProviders(<Controlled name="phones" onValue={onValue} onValidityChange={onValidityChange} />);
    expect(onValidityChange).toHaveBeenLastCalledWith({ name: 'phones', valid: true });
    await type(1, '91234567');
    await click('Add phone number');
    expect(onValue).toHaveBeenLastCalledWith(['+6591234567', '']);
    // An empty second row makes the list incomplete.
    expect(onValidityChange).toHaveBeenLastCalledWith({ name: 'phones', valid: false });
    await type(2, '81234567');
    expect(onValidityChange).toHaveBeenLastCalledWith({ name: 'phones', valid: true });
    await click('Remove phone number 1');
    expect(onValue).toHaveBeenLastCalledWith(['+6581234567']);
  });

  it('flags a repeated number: "Please remove duplicated phone number"', async () => {
    const onValidityChange = vi.fn();
    await renderWithProviders(<Controlled value={['+6591234567', '']} onValidityChange={onValidityChange} />);
    await type(2, '9123 4567');
    expect(screen.getByText('Please remove duplicated phone number')).toBeTruthy();
    expect(onValidityChange).toHaveBeenLastCalledWith({ name: undefined, valid: false });
  });

  it('calls an invalid number out once its row is left, and is invalid meanwhile', async () => {
    const onValidityChange = vi.fn();
    await renderWithProviders(<Controlled onValidityChange={onValidityChange} />);
    await type(1, '1234');
    expect(screen.queryByText('Must be a valid phone number.')).toBeNull();
    expect(onValidityChange).toHaveBeenLastCalledWith({ name: undefined, valid: false });
    await act(async () => fireEvent.blur(row(1)));
    expect(screen.getByText('Must be a valid phone number.')).toBeTruthy();
  });

  it('stops adding at the maximum', async () => {
    await renderWithProviders(<Controlled value={['+6591234567', '+6581234567']} max={2} />);
    expect(screen.getByRole('button', { name: 'Add phone number' })).toHaveProperty('disabled', true);
  });
});
