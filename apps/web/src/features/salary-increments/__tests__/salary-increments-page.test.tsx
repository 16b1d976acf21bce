import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  applyBulkIncrement,
  deleteSalaryIncrement,
  listEmployeeFilters,
  listEmployeeOptions,
  listSalaryIncrements,
  previewBulkIncrement,
  type BulkIncrementPreview,
  type MenuResponse,
  type SalaryIncrement,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import SalaryIncrementsPage from '../components/salary-increments-page.tsx';

const api = setupFakeApi();

const record = (employeeName: string, status: SalaryIncrement['status']): SalaryIncrement => ({
  id: crypto.randomUUID(),
  employeeId: crypto.randomUUID(),
  employeeName,
  employmentNumber: 'E001',
  effectiveDate: '2026-12-01',
  kind: 'percentage',
  value: '3',
  previousSalary: '3000.00',
  newSalary: '3090.00',
  change: '90.00',
  reason: 'Annual review',
  status,
  batchId: null,
  appliedAt: null,
  createdAt: Date.parse('2026-11-02T04:00:00Z'),
  updatedAt: Date.parse('2026-11-02T04:00:00Z'),
  version: 1,
});
const table = (records: SalaryIncrement[]) => ({ data: records, recordsTotal: records.length, recordsFiltered: records.length });

/** The page as a user whose role grants salaryAdjustment at this level sees it. */
function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [
      {
        name: 'salaryAdjustment',
        path: '/payroll/salary-adjustment',
        meta: { order: 1, access: level },
        developed: true,
        onboarding: false,
      },
    ],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <SalaryIncrementsPage />
    </SessionContext.Provider>
  );
}

describe('the Benefits and salary adjustment page', { timeout: 90_000 }, () => {
  it('lists increments; one not yet in force is deleted after the question, one in force has no actions', async () => {
    const waiting = record('Ravi Kumar', 'scheduled');
    api.on(listSalaryIncrements, table([waiting, record('Ana Lim', 'applied')]));
    api.on(deleteSalaryIncrement, { ok: true });
    await renderWithProviders(asUserWith('edit'));
    expect(await screen.findByText('Ana Lim')).toBeTruthy();
    expect(screen.getAllByText('In force').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete: Ana Lim' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete: Ravi Kumar' })));
    expect((await screen.findAllByText('Delete the increment of Ravi Kumar?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(api.calls(deleteSalaryIncrement).map((call) => call.params)).toEqual([{ incrementId: waiting.id }]));
  });

  it('previews a bulk increment with each old and new salary and the total, then applies the same body after confirming', async () => {
    api.on(listSalaryIncrements, table([]));
    api.on(listEmployeeFilters, []);
    api.on(listEmployeeOptions, []);
    const preview: BulkIncrementPreview = {
      rows: [
        {
          employeeId: crypto.randomUUID(),
          employeeName: 'Ada Tan',
          employmentNumber: 'E1',
          oldSalary: '3000.00',
          newSalary: '3090.00',
          change: '90.00',
        },
      ],
      skipped: [],
      totalOld: '3000.00',
      totalNew: '3090.00',
      totalChange: '90.00',
    };
    api.on(previewBulkIncrement, preview);
    api.on(applyBulkIncrement, { ...preview, batchId: crypto.randomUUID(), status: 'applied' });
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Bulk increment/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Value'), { target: { value: '3' } }));
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Reason'), { target: { value: 'Annual review' } }));
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Preview' })));
    expect(await within(drawer).findByText('Ada Tan · E1')).toBeTruthy();
    expect(api.calls(applyBulkIncrement)).toEqual([]);
    const sent = api.calls(previewBulkIncrement)[0]!.body;
    expect(sent).toMatchObject({ kind: 'percentage', value: '3', reason: 'Annual review', rounding: { step: '0.01', mode: 'nearest' } });
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Apply increment' })));
    expect((await screen.findAllByText('Apply the increment to 1 employees?')).length).toBeGreaterThan(0);
    // The confirmation's own button comes last (the drawer's is behind it).
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Apply increment' }).at(-1)!));
    await waitFor(() => expect(api.calls(applyBulkIncrement).map((call) => call.body)).toEqual([sent]));
  });

  it('View Only: the list shows, without new, bulk or delete', async () => {
    api.on(listSalaryIncrements, table([record('Kept Lee', 'scheduled')]));
    await renderWithProviders(asUserWith('view'));
    expect(await screen.findByText('Kept Lee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New increment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Bulk increment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Kept Lee' })).toBeNull();
  });
});
