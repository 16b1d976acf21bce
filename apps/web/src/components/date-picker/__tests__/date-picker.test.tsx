import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { DateInput, DateTimeInput, DayMonthInput } from '../date-picker.tsx';

afterEach(cleanup);

const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
async function type(name: string, text: string) {
  await act(async () => {
    fireEvent.focus(input(name));
    fireEvent.mouseDown(input(name));
    fireEvent.click(input(name));
  });
  await act(async () => fireEvent.change(input(name), { target: { value: text } }));
  await act(async () => fireEvent.keyDown(input(name), { key: 'Enter' }));
}

describe('DateInput', () => {
  it('shows a calendar date in the user’s format and hands back YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<DateInput aria-label="Hiring date" value="2026-03-09" onChange={onChange} />, {
      region: { dateFormat: 'DD-MMM-YYYY' },
    });
    expect(input('Hiring date').value).toBe('09-Mar-2026');
    await type('Hiring date', '01-Apr-2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-04-01');
  });

  it('with a latest date opens the calendar there, disables the days after it and does not take a later typed date', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<DateInput aria-label="Date of birth" value={null} maxDate="2012-06-15" onChange={onChange} />, {
      region: { dateFormat: 'YYYY-MM-DD' },
    });
    await type('Date of birth', '2015-01-01');
    expect(onChange).not.toHaveBeenCalled();
    const days = [...document.querySelectorAll('.ant-picker-cell-in-view')];
    expect(days.filter((cell) => cell.classList.contains('ant-picker-cell-disabled')).map((cell) => cell.getAttribute('title'))).toEqual(
      Array.from({ length: 15 }, (_, index) => `2012-06-${String(16 + index)}`),
    );
    await type('Date of birth', '2012-06-15');
    expect(onChange).toHaveBeenLastCalledWith('2012-06-15');
  });
});

describe('DateTimeInput', () => {
  it('shows an instant in the region’s time zone and formats, and reads a typed one back in that zone', async () => {
    const onChange = vi.fn();
    // 01:30 UTC is 09:30 in Singapore.
    await renderWithProviders(<DateTimeInput aria-label="Starts" value={Date.parse('2026-03-09T01:30:00Z')} onChange={onChange} />, {
      region: { timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' },
    });
    expect(input('Starts').value).toBe('09/03/2026 09:30 AM');
    await type('Starts', '10/03/2026 02:15 PM');
    expect(onChange).toHaveBeenLastCalledWith(Date.parse('2026-03-10T06:15:00Z'));
  });
});

describe('DayMonthInput', () => {
  it.each([
    ['DD/MM/YYYY', '29/02'],
    ['MM/DD/YYYY', '02/29'],
    ['YYYY-MM-DD', '02-29'],
    ['DD-MMM-YYYY', '29-Feb'],
    ['M/D/YYYY', '2/29'],
  ] as const)('with %s shows a day and month as %s (spec §9), 29 February included', async (dateFormat, shown) => {
    await renderWithProviders(<DayMonthInput aria-label="Birthday" value="02-29" onChange={() => {}} />, { region: { dateFormat } });
    expect(input('Birthday').value).toBe(shown);
  });

  it('hands back MM-DD for a typed day and month', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<DayMonthInput aria-label="Birthday" value={null} onChange={onChange} />, {
      region: { dateFormat: 'DD/MM/YYYY' },
    });
    await type('Birthday', '15/08');
    expect(onChange).toHaveBeenLastCalledWith('08-15');
  });
});
