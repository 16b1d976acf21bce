import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  adoptHolidays,
  createHoliday,
  deleteHoliday,
  getHolidayCalendars,
  getHolidaySource,
  listHolidays,
  tickHoliday,
  type HolidayCalendars,
  type HolidayRow,
  type MenuResponse,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import WorkCalendarsPage from '../components/work-calendars-page.tsx';

const api = setupFakeApi();

const calendars = (adopted: boolean): HolidayCalendars => ({
  companyCountry: 'MY',
  company: adopted ? { country: 'MY', state: 'MY-10', adopted: true } : { country: null, state: null, adopted: false },
  locations: [],
  publishedYears: { SG: [2026], MY: [2026], ID: [], VN: [], PH: [] },
});
const rows: HolidayRow[] = [
  { key: '2026-12-11:sultan', date: '2026-12-11', name: 'Birthday of the Sultan of Selangor', kind: 'state', halfDay: false, ticked: true },
  {
    key: 'c1',
    id: '7d0f6a43-8d4e-4a3c-9a55-0d4f3c1a2b11',
    version: 1,
    date: '2026-12-24',
    name: 'Christmas Eve',
    kind: 'company',
    halfDay: true,
    ticked: true,
  },
];
const table = (data: HolidayRow[]) => ({ data, recordsTotal: data.length, recordsFiltered: data.length });

function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [
      { name: 'publicHoliday', path: '/settings/public-holiday', meta: { order: 1, access: level }, developed: true, onboarding: false },
    ],
    routes: [],
  };
  const session = {
    me: {
      regionLanguage: { language: 'en', timezone: 'Asia/Kuala_Lumpur', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'MYR' },
    },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <WorkCalendarsPage />
    </SessionContext.Provider>
  );
}

describe('the Public holiday page', { timeout: 30_000 }, () => {
  it("adopts Malaysia's holidays with a state, asked in the drawer", async () => {
    api.on(getHolidayCalendars, calendars(false));
    api.on(listHolidays, table([]));
    api.on(adoptHolidays, { ok: true });
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Adopt Malaysia holidays/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    // Malaysia needs a state: nothing is sent without one.
    expect(await within(drawer).findByText('This field is required.')).toBeTruthy();
    expect(api.calls(adoptHolidays)).toEqual([]);
  });

  it('shows the dates in the region format with their type, unticks a standard holiday and adds a company one', async () => {
    api.on(getHolidayCalendars, calendars(true));
    api.on(getHolidaySource, { authority: 'JPM', title: 'Cuti Umum 2026', reference: 'Cuti Umum 2026' });
    api.on(listHolidays, table(rows));
    api.on(tickHoliday, { ok: true });
    api.on(createHoliday, ({ body }) => ({
      id: crypto.randomUUID(),
      date: body.date,
      name: body.name,
      halfDay: body.halfDay ?? false,
      version: 1,
    }));
    await renderWithProviders(asUserWith('edit'));
    expect(await screen.findByText('Birthday of the Sultan of Selangor', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('11/12/2026')).toBeTruthy();
    expect(screen.getAllByText('State').length).toBeGreaterThan(0);
    expect(await screen.findByText(/Source: JPM/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Birthday of the Sultan of Selangor applies' })));
    await waitFor(() => expect(api.calls(tickHoliday).map((call) => call.body)).toEqual([{ date: '2026-12-11', ticked: false }]));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add company holiday/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Family day' } }));
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls(createHoliday).map((call) => call.body)).toEqual([
        { date: `${new Date().getFullYear()}-01-01`, name: 'Family day', halfDay: false },
      ]),
    );
  });

  it('deletes a company holiday after the question', async () => {
    api.on(getHolidayCalendars, calendars(true));
    api.on(getHolidaySource, null);
    api.on(listHolidays, table(rows));
    api.on(deleteHoliday, { ok: true });
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByLabelText('Delete: Christmas Eve', {}, { timeout: 10_000 })));
    const question = (await screen.findAllByText('Delete “Christmas Eve”?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(question).getByText('Delete')));
    await waitFor(() => expect(api.calls(deleteHoliday).map((call) => call.params)).toEqual([{ id: rows[1]!.id }]));
  });

  it('View Only: the list shows, the switches are off limits and nothing can be added', async () => {
    api.on(getHolidayCalendars, calendars(true));
    api.on(getHolidaySource, null);
    api.on(listHolidays, table(rows));
    await renderWithProviders(asUserWith('view'));
    expect(await screen.findByText('Christmas Eve', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Birthday of the Sultan of Selangor applies' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add company holiday/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Christmas Eve' })).toBeNull();
  });
});
