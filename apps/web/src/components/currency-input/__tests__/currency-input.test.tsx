import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18next } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CurrencyInput, type CurrencyInputProps } from '../currency-input.tsx';
import { currencyDigits, formatAmount, padDigits, parseAmount, separatorsOf } from '../amount.ts';

afterEach(async () => {
  cleanup();
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});

const EN = separatorsOf('1,234.5');
const ID = separatorsOf('1.234,5');

describe('amounts as exact decimal strings', () => {
  it('reads the separators of the user’s language', () => {
    expect(EN).toEqual({ group: ',', decimal: '.' });
    expect(ID).toEqual({ group: '.', decimal: ',' });
  });

  it('keeps only digits and the decimal and group separators (spec §5)', () => {
    expect(parseAmount('SGD 1,234.56', EN)).toBe('1234.56');
    expect(parseAmount('Rp 1.234.567,89', ID)).toBe('1234567.89');
    expect(parseAmount('abc', EN)).toBe('');
    expect(parseAmount('.5', EN)).toBe('0.5');
    // Exact beyond what a float holds.
    expect(parseAmount('12,345,678,901,234.57', EN)).toBe('12345678901234.57');
  });

  it('writes a decimal string with the user’s separators', () => {
    expect(formatAmount('1234567.5', EN)).toBe('1,234,567.5');
    expect(formatAmount('1234567.50', ID)).toBe('1.234.567,50');
    expect(formatAmount('-1000', EN)).toBe('-1,000');
    expect(formatAmount('999', EN)).toBe('999');
  });

  it('pads the decimals for display', () => {
    expect(padDigits('1234.5', 2)).toBe('1234.50');
    expect(padDigits('7', 2)).toBe('7.00');
    expect(padDigits('7', 0)).toBe('7');
  });

  it('knows each currency’s decimals', () => {
    expect(currencyDigits('SGD')).toBe(2);
    expect(currencyDigits('IDR')).toBe(0);
    expect(currencyDigits('VND')).toBe(0);
  });
});

function Controlled(props: CurrencyInputProps & { readonly onValue: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <CurrencyInput
      aria-label="Salary"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Salary' });
async function type(text: string) {
  await act(async () => fireEvent.focus(input()));
  await act(async () => fireEvent.change(input(), { target: { value: text } }));
  await act(async () => fireEvent.blur(input()));
}

describe('CurrencyInput', () => {
  it('shows the region’s currency and hands over the typed amount as a decimal string, shown with its decimals', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} />, { region: { currency: 'SGD' } });
    expect(screen.getByText('SGD')).toBeTruthy();
    await type('1,234.5');
    expect(onValue).toHaveBeenLastCalledWith('1234.5');
    expect(input().value).toBe('1,234.50');
  });

  it('rounds to the currency’s decimals on the string, never through a float', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} value="0.1" />, { region: { currency: 'SGD' } });
    // As a float, 1.005 is 1.00499… and (1.005).toFixed(2) is '1.00'.
    await type('1.005');
    expect(onValue).toHaveBeenLastCalledWith('1.01');
    // A float would make this 9007199254740994.
    await type('9007199254740993.01');
    expect(onValue).toHaveBeenLastCalledWith('9007199254740993.01');
  });

  it('reads and writes Indonesian separators, in a currency without decimals', async () => {
    await i18next.changeLanguage('id');
    const onValue = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} />, { region: { currency: 'IDR' } });
    await type('Rp 12.500.000');
    expect(onValue).toHaveBeenLastCalledWith('12500000');
    expect(input().value).toBe('12.500.000');
  });

  it('is empty as null, and has no minus sign to type', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} value="10" />);
    await type('');
    expect(onValue).toHaveBeenLastCalledWith(null);
    await type('-5');
    expect(onValue).toHaveBeenLastCalledWith('5');
  });
});
