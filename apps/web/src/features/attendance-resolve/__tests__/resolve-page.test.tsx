import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  checkDeviceImport,
  importDevicePunches,
  listResolveItems,
  resolveDays,
  type ResolveItem,
} from '@tenaga/contracts/modules/attendance-resolve.contracts';
import { getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { listEmployeeFilters, listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ResolvePage from '../components/resolve-page.tsx';

const api = setupFakeApi();
const ANDI = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const BUDI = '1c8f5d2f-6e3a-4a8b-8b62-4d3e2f1a0b99';

const item = (overrides: Partial<ResolveItem>): ResolveItem => ({
  employeeId: ANDI,
  employeeName: 'Andi Makassar',
  employmentNumber: 'E-7',
  date: '2026-03-02',
  problems: ['missingClockOut'],
  shift: { start: '09:00', end: '18:00' },
  punches: [{ action: 'in', time: '08:55', flagged: false }],
  ...overrides,
});

function render() {
  api.on(listEmployeeFilters, []);
  api.on(listEmployeeOptions, []);
  return renderWithProviders(
    <MemoryRouter initialEntries={['/attendance/resolve?from=2026-03-02&to=2026-03-08']}>
      <ResolvePage />
    </MemoryRouter>,
  );
}

describe('Attendance › Resolve', { timeout: 60_000 }, () => {
  it('lists the scheduled days and resolves a missing clock-out with a reason', async () => {
    api.on(listResolveItems, {
      scheduled: [
        item({}),
        item({ employeeId: BUDI, employeeName: 'Budi Santoso', date: '2026-03-03', problems: ['absent'], punches: [] }),
      ],
      nonScheduled: [item({ date: '2026-03-07', problems: ['workWithoutSchedule'], shift: null })],
    });
    api.on(resolveDays, { results: [{ employeeId: ANDI, date: '2026-03-02', ok: true, message: null }] });
    await render();

    expect(await screen.findByText('Missing clock-out', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls(listResolveItems)[0]?.body).toMatchObject({ from: '2026-03-02', to: '2026-03-08' });
    expect(screen.getByRole('tab', { name: 'Scheduled (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Non-scheduled (1)' })).toBeTruthy();
    expect(screen.getByText('In 08:55')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resolve the day of Andi Makassar' })));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('radio', { name: 'Add the missing punch' }) as HTMLInputElement).checked).toBe(true);
    await act(async () =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Forgot to clock out' } }),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve 1 day' })));
    expect(await within(dialog).findByText('1 of 1 days resolved.')).toBeTruthy();
    expect(api.calls(resolveDays)[0]?.body).toEqual({
      reason: 'Forgot to clock out',
      items: [{ employeeId: ANDI, date: '2026-03-02', resolution: 'addPunch' }],
    });
  });

  it('resolves the selected days in bulk, only those the resolution fits, and names a day that was not resolved', async () => {
    api.on(listResolveItems, {
      scheduled: [
        item({ problems: ['absent'], punches: [] }),
        item({ employeeId: BUDI, employeeName: 'Budi Santoso', problems: ['absent'], punches: [] }),
        item({ date: '2026-03-04', problems: ['outsideGeofence'] }),
      ],
      nonScheduled: [],
    });
    api.on(resolveDays, {
      results: [
        { employeeId: ANDI, date: '2026-03-02', ok: true, message: null },
        { employeeId: BUDI, date: '2026-03-02', ok: false, message: 'This day no longer needs this resolution.' },
      ],
    });
    await render();
    await screen.findByText('Outside the geofence', undefined, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resolve 3 selected days' })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('radio', { name: 'Excuse the absence' })));
    expect(within(dialog).getByText('This resolution fits 2 of the 3 days; the others are left as they are.')).toBeTruthy();
    await act(async () => fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Flood' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve 2 days' })));
    expect(await within(dialog).findByText('1 of 2 days resolved.')).toBeTruthy();
    expect(within(dialog).getByText(/Budi Santoso, .*: This day no longer needs this resolution\./)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(resolveDays)[0]?.body).toEqual({
        reason: 'Flood',
        items: [
          { employeeId: ANDI, date: '2026-03-02', resolution: 'excuse' },
          { employeeId: BUDI, date: '2026-03-02', resolution: 'excuse' },
        ],
      }),
    );
  });

  it('says so when there is nothing to resolve', async () => {
    api.on(listResolveItems, { scheduled: [], nonScheduled: [] });
    await render();
    expect(await screen.findByText('Nothing to resolve in these days.', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('Attendance › Resolve › Import from a device', { timeout: 60_000 }, () => {
  it('checks the file, names its bad rows, and imports it once it is clean', async () => {
    api.on(listResolveItems, { scheduled: [], nonScheduled: [] });
    api.on(getSiteOptions, [{ id: 'c3a1f2e4-0000-4000-8000-000000000001', text: 'Makassar' }]);
    api.on(checkDeviceImport, {
      rows: 3,
      punches: 1,
      duplicates: 1,
      problemCount: 1,
      problems: [{ row: 3, column: 'biometricNumber', message: 'No employee has the biometric number 9999.' }],
    });
    await render();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Import from a device' }, { timeout: 10_000 })));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]')!;
    const file = new File(['AC-No.,Name,Time,State\n1001,Andi,2026/03/02 08:55,C/In\n'], 'attlog.csv', { type: 'text/csv' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    expect(await within(dialog).findByText('attlog.csv')).toBeTruthy();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton.hasAttribute('disabled')).toBe(true);

    // antd keeps the spinner (named "loading") while it fades out: the button is found by the end of its name.
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: /Check$/ })));
    expect(await within(dialog).findByText('3 rows: 1 punches to import, 1 duplicates left out.')).toBeTruthy();
    expect(within(dialog).getByText('Row 3: No employee has the biometric number 9999.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls(checkDeviceImport)[0]?.body).toMatchObject({ fileName: 'attlog.csv', dateOrder: 'dmy' });

    api.on(checkDeviceImport, { rows: 2, punches: 1, duplicates: 1, problemCount: 0, problems: [] });
    api.on(importDevicePunches, { imported: 1, duplicates: 1 });
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: /Check$/ })));
    await within(dialog).findByText('2 rows: 1 punches to import, 1 duplicates left out.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    expect(await within(dialog).findByText('1 punches imported, 1 duplicates left out.')).toBeTruthy();
    expect(api.calls(importDevicePunches)).toHaveLength(1);
  });
});
