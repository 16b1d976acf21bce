import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button, Form } from 'antd';
import { renderWithProviders } from '../../../test/render.tsx';
import { PhoneInput, usePhoneRule, type PhoneInputProps } from '../phone-input.tsx';
import { checkPhoneList, dialCodeOptions, joinPhone, splitPhone } from '../phone-number.ts';
import { loadPhoneNumbers } from '../phone-rules.ts';

afterEach(cleanup);
// The phone rules load when the first phone field mounts; these tests start from a loaded page.
beforeAll(async () => {
  await loadPhoneNumbers();
});

describe('phone numbers and their dial codes', () => {
  it.each([
    ['+6591234567', 'MY', { country: 'SG', national: '9123 4567' }],
    ['+852 9123 4567', 'SG', { country: 'HK', national: '9123 4567' }],
    ['91234567', 'SG', { country: 'SG', national: '91234567' }],
    // Not valid, yet the dial code still names the country; +1 is the US unless the company's.
    ['+1 555', 'SG', { country: 'US', national: '555' }],
    ['+1 555', 'CA', { country: 'CA', national: '555' }],
    ['+65 123', 'MY', { country: 'SG', national: '123' }],
  ])('%s (company in %s) shows as %j', (value, company, parts) => {
    expect(splitPhone(value, company)).toEqual(parts);
  });

  it('stores a valid number in E.164, an invalid one with its dial code as typed', () => {
    expect(joinPhone({ country: 'ID', national: '0812-3456-7890' })).toBe('+6281234567890');
    expect(joinPhone({ country: 'SG', national: '1234' })).toBe('+65 1234');
    expect(joinPhone({ country: 'SG', national: '  ' })).toBe('');
  });

  it('names every country with its dial code in the user’s language', () => {
    const options = dialCodeOptions('en');
    expect(options.find((option) => option.value === 'SG')).toEqual({ value: 'SG', code: '+65', label: 'Singapore (+65)' });
    expect(options.length).toBeGreaterThan(200);
    expect(dialCodeOptions('id').find((option) => option.value === 'DE')?.label).toBe('Jerman (+49)');
  });

  it('checks a list: every entry valid, no repeats, a lone empty entry is no phone', () => {
    expect(checkPhoneList(['91234567', '+65 9123 4567', '12'], { defaultCountry: 'SG' })).toEqual([null, 'DUPLICATE', 'INVALID']);
    expect(checkPhoneList([''], { defaultCountry: 'SG' })).toEqual([null]);
    expect(checkPhoneList(['91234567', ''], { defaultCountry: 'SG' })).toEqual([null, 'REQUIRED']);
  });
});

function Controlled(props: PhoneInputProps & { readonly onValue: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PhoneInput
      aria-label="Mobile"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue(next);
      }}
    />
  );
}

const number = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile' });
const type = (text: string) => act(async () => fireEvent.change(number(), { target: { value: text } }));

describe('PhoneInput', () => {
  it('reads a number without a dial code in the company country and stores it in E.164', async () => {
    const onValue = vi.fn();
    const onValidityChange = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} onValidityChange={onValidityChange} defaultCountry="ID" />);
    expect(screen.getByText('+62')).toBeTruthy();
    await type('0812');
    expect(onValue).toHaveBeenLastCalledWith('+62 0812');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await type('0812-3456-7890');
    expect(onValue).toHaveBeenLastCalledWith('+6281234567890');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    // The text stays as typed.
    expect(number().value).toBe('0812-3456-7890');
  });

  it('shows a stored number with its own country and flags an invalid one once left', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} value="+60123456789" defaultCountry="SG" />);
    expect(screen.getByText('+60')).toBeTruthy();
    expect(number().value).toBe('012-345 6789');
    await type('0');
    expect(number().getAttribute('aria-invalid')).toBe('false');
    await act(async () => fireEvent.blur(number()));
    expect(number().getAttribute('aria-invalid')).toBe('true');
  });

  it('takes the country from a pasted international number', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled onValue={onValue} defaultCountry="SG" />);
    await type('+44 20 7946 0958');
    expect(onValue).toHaveBeenLastCalledWith('+442079460958');
    expect(screen.getByText('+44')).toBeTruthy();
  });

  it('has a form rule with the spec’s message', async () => {
    function PhoneForm() {
      const rule = usePhoneRule('SG');
      return (
        <Form initialValues={{ phone: '+65 1234' }}>
          <Form.Item name="phone" label="Mobile" rules={[rule]}>
            <PhoneInput />
          </Form.Item>
          <Button htmlType="submit">{'Send'}</Button>
        </Form>
      );
    }
    await renderWithProviders(<PhoneForm />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Must be a valid phone number.')).toBeTruthy();
  });
});
