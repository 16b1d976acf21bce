import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  listThresholdLocations,
  listThresholds,
  saveThreshold,
  type MenuResponse,
  type Threshold,
  type ThresholdAssignment,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import ThresholdLocationPage from '../components/threshold-location-page.tsx';

const api = setupFakeApi();

const threshold: Threshold = {
  id: crypto.randomUUID(),
  name: 'One hour a day',
  dailyMinutes: 60,
  weeklyMinutes: null,
  monthlyMinutes: 600,
  assignments: 1,
  updatedAt: Date.parse('2026-11-02T03:00:00Z'),
  version: 1,
};
const assignment: ThresholdAssignment = {
  id: crypto.randomUUID(),
  targetType: 'location',
  targetId: crypto.randomUUID(),
  targetName: 'Jakarta HQ',
  employmentNumber: '',
  thresholdId: threshold.id,
  thresholdName: threshold.name,
  effectiveFrom: '2026-11-01',
};
const table = <T,>(rows: T[]) => ({ data: rows, recordsTotal: rows.length, recordsFiltered: rows.length });

function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [
      {
        name: 'thresholdLocation',
        path: '/settings/threshold/location',
        meta: { order: 1, access: level },
        developed: true,
        onboarding: false,
      },
    ],
    routes: [],
  } as unknown as MenuResponse;
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Jakarta', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'IDR' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <ThresholdLocationPage />
    </SessionContext.Provider>
  );
}

describe('the location thresholds page', { timeout: 30_000 }, () => {
  it('lists the assignments and the thresholds, and adds a threshold whose empty limits mean none', async () => {
    api.on(listThresholdLocations, table([assignment]));
    api.on(listThresholds, table([threshold]));
    api.on(saveThreshold, ({ body }) => ({ ...threshold, ...body, id: crypto.randomUUID(), assignments: 0 }));
    await renderWithProviders(asUserWith('edit'));
    expect(await screen.findByText('Jakarta HQ')).toBeTruthy();
    expect(screen.getByText('01/11/2026')).toBeTruthy();
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(screen.getByText('10:00')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add threshold/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Ten hours a week' } }));
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Per week'), { target: { value: '600' } }));
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls(saveThreshold).map((call) => call.body)).toEqual([
        // Outgoing bodies drop nulls: the limits left empty are left out, and mean none.
        { name: 'Ten hours a week', weeklyMinutes: 600 },
      ]),
    );
  });

  it('View Only: no assigning, adding or removing', async () => {
    api.on(listThresholdLocations, table([assignment]));
    api.on(listThresholds, table([threshold]));
    await renderWithProviders(asUserWith('view'));
    expect(await screen.findByText('Jakarta HQ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign threshold/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add threshold/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
