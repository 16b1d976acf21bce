import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { parseTimeOfDay, TimePicker } from '../time-picker.tsx';

afterEach(cleanup);

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Start time' });
async function openPanel() {
  await act(async () => {
    fireEvent.focus(input());
    fireEvent.mouseDown(input());
    fireEvent.click(input());
  });
}
async function type(text: string) {
  await openPanel();
  await act(async () => fireEvent.change(input(), { target: { value: text } }));
  await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
}

describe('TimePicker', () => {
  it('shows 12-hour time with AM/PM when the user’s time format has A, and keeps the value 24-hour', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<TimePicker aria-label="Start time" value="14:05" onChange={onChange} />, {
      region: { timeFormat: 'hh:mm A' },
    });
    expect(input().value).toBe('02:05 PM');
    await openPanel();
    // Twelve hours and an AM/PM column; sixty minutes, one a step.
    const columns = [...document.querySelectorAll('.ant-picker-time-panel-column')];
    expect(columns).toHaveLength(3);
    expect(columns[0]!.querySelectorAll('li')).toHaveLength(12);
    expect(columns[1]!.querySelectorAll('li')).toHaveLength(60);
    await type('09:30 PM');
    expect(onChange).toHaveBeenLastCalledWith('21:30');
  });

  it('shows 24-hour time otherwise', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<TimePicker aria-label="Start time" value="14:05" onChange={onChange} />, {
      region: { timeFormat: 'HH:mm' },
    });
    expect(input().value).toBe('14:05');
    await openPanel();
    const columns = [...document.querySelectorAll('.ant-picker-time-panel-column')];
    expect(columns).toHaveLength(2);
    expect(columns[0]!.querySelectorAll('li')).toHaveLength(24);
    await type('07:45');
    expect(onChange).toHaveBeenLastCalledWith('07:45');
  });

  it('reads only real times of day', () => {
    expect(parseTimeOfDay('23:59')?.format('HH:mm')).toBe('23:59');
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('7:5')).toBeNull();
  });
});
