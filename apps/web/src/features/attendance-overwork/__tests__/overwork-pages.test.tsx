import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  convertToLeave,
  decideApprovalRequests,
  decideOverwork,
  listConversions,
  listOverwork,
  type ConvertedLeave,
  type MenuResponse,
  type Overwork,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import ConversionPage from '../components/conversion-page.tsx';
import OverworkPage from '../components/overwork-page.tsx';

const api = setupFakeApi();

const overwork = (given: Partial<Overwork>): Overwork => ({
  id: crypto.randomUUID(),
  employeeId: crypto.randomUUID(),
  employeeName: 'Andi Wijaya',
  employmentNumber: 'E-1',
  workDate: '2026-11-04',
  overtimeMinutes: 150,
  excessMinutes: 90,
  approvedMinutes: 60,
  convertedMinutes: 0,
  bands: [
    { band: 'id.overtimeFirstHour', minutes: 60 },
    { band: 'id.overtime', minutes: 90 },
  ],
  status: 'pending',
  approvalRequestId: null,
  decidedAt: null,
  decisionComment: null,
  convertedLeaveId: null,
  ...given,
});
const table = (rows: Overwork[]) => ({ data: rows, recordsTotal: rows.length, recordsFiltered: rows.length });

/** A page as a user whose role grants these menu items at these levels sees it. */
function asUserWith(grants: Record<string, 'view' | 'edit'>, page: ReactNode) {
  const menu: MenuResponse = {
    ui: Object.entries(grants).map(([name, access], order) => ({
      name,
      path: `/${name}`,
      meta: { order, access },
      developed: true,
      onboarding: false,
    })) as MenuResponse['ui'],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Jakarta', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'IDR' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return <SessionContext.Provider value={session}>{page}</SessionContext.Provider>;
}

describe('the Overwork page', { timeout: 30_000 }, () => {
  it('approves overwork no workflow routes through its own call, and one in a workflow through its approval request', async () => {
    const outside = overwork({ employeeName: 'Budi Santoso' });
    const inWorkflow = overwork({ approvalRequestId: crypto.randomUUID() });
    api.on(listOverwork, table([outside, inWorkflow]));
    api.on(decideOverwork, { decided: 1 });
    api.on(decideApprovalRequests, { decided: 1 });
    await renderWithProviders(asUserWith({ attendanceOverwork: 'edit', approvals: 'edit' }, <OverworkPage />));
    const budi = await screen.findByRole('group', { name: 'Actions for Budi Santoso, 04/11/2026' });
    await act(async () => fireEvent.click(within(budi).getByRole('button', { name: /Approve/ })));
    await waitFor(() =>
      expect(api.calls(decideOverwork).map((call) => call.body)).toEqual([{ ids: [outside.id], decision: 'approve', comment: '' }]),
    );
    const andi = screen.getByRole('group', { name: 'Actions for Andi Wijaya, 04/11/2026' });
    await act(async () => fireEvent.click(within(andi).getByRole('button', { name: /Approve/ })));
    await waitFor(() =>
      expect(api.calls(decideApprovalRequests).map((call) => call.body)).toEqual([
        { ids: [inWorkflow.approvalRequestId], decision: 'approve', comment: '' },
      ]),
    );
    expect(screen.getAllByText('Waiting for approval')).toHaveLength(2);
    expect(screen.getAllByText('2:30')).toHaveLength(2);
  });

  it('asks for a reason before rejecting', async () => {
    const row = overwork({});
    api.on(listOverwork, table([row]));
    api.on(decideOverwork, { decided: 1 });
    await renderWithProviders(asUserWith({ attendanceOverwork: 'edit' }, <OverworkPage />));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Reject/ })));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: /Reject/ });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Not agreed beforehand' } }));
    await act(async () => fireEvent.click(confirm));
    await waitFor(() =>
      expect(api.calls(decideOverwork).map((call) => call.body)).toEqual([
        { ids: [row.id], decision: 'reject', comment: 'Not agreed beforehand' },
      ]),
    );
  });

  it('View Only: no decisions and no check', async () => {
    api.on(listOverwork, table([overwork({})]));
    await renderWithProviders(asUserWith({ attendanceOverwork: 'view' }, <OverworkPage />));
    expect(await screen.findByText('Andi Wijaya')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Check for overwork/ })).toBeNull();
  });
});

describe('the Conversion page', { timeout: 30_000 }, () => {
  it('converts part of a day’s approved overtime, in hours, and refuses more than approved', async () => {
    const row = overwork({ status: 'approved', approvedMinutes: 150, excessMinutes: 90 });
    api.on(listConversions, table([row]));
    const leave: ConvertedLeave = {
      id: crypto.randomUUID(),
      overworkId: row.id,
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      workDate: row.workDate,
      minutes: 90,
      hoursPerDay: '8.00',
      days: '0.1875',
      reason: '',
      createdByName: 'Hana',
      createdAt: Date.parse('2026-11-05T03:00:00Z'),
    };
    api.on(convertToLeave, leave);
    await renderWithProviders(asUserWith({ attendanceConversion: 'edit' }, <ConversionPage />));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Convert to leave: Andi Wijaya/ })));
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByLabelText('Hours to convert');
    await act(async () => fireEvent.change(hours, { target: { value: '3' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Convert to leave/ })));
    expect(await within(dialog).findByText('At most 2:30 can be converted.')).toBeTruthy();
    expect(api.calls(convertToLeave)).toEqual([]);
    await act(async () => fireEvent.change(hours, { target: { value: '1.5' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Convert to leave/ })));
    await waitFor(() =>
      expect(api.calls(convertToLeave).map((call) => call.body)).toEqual([{ overworkId: row.id, minutes: 90, reason: '' }]),
    );
    expect(await screen.findByText(/converted to 0.1875 days of leave/)).toBeTruthy();
  });
});
