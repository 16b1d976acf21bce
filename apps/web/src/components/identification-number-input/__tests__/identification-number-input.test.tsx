import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render.tsx';
import { IdentificationNumberInput } from '../identification-number-input.tsx';

afterEach(cleanup);

function Controlled({ masked, onValue }: { readonly masked: boolean; readonly onValue?: (value: string) => void }) {
  const [value, setValue] = useState('S1234567D');
  return (
    <IdentificationNumberInput
      aria-label="NRIC"
      masked={masked}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'NRIC' });

describe('IdentificationNumberInput', () => {
  it('with masking on shows only the last 4 characters until focused, then the whole number to edit', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled masked onValue={onValue} />);
    expect(input().value).toBe('*****567D');
    await act(async () => fireEvent.focus(input()));
    expect(input().value).toBe('S1234567D');
    await act(async () => fireEvent.change(input(), { target: { value: 'S7654321A' } }));
    expect(onValue).toHaveBeenLastCalledWith('S7654321A');
    await act(async () => fireEvent.blur(input()));
    expect(input().value).toBe('*****321A');
  });

  it('with masking off always shows the whole number', async () => {
    await renderWithProviders(<Controlled masked={false} />);
    expect(input().value).toBe('S1234567D');
  });
});
