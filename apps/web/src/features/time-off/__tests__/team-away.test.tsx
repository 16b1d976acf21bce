import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { listTeamAway } from '@tenaga/contracts/modules/time-off-away.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { dateRuns, TeamAway } from '../components/team-away.tsx';

const api = setupFakeApi();
const DEWI = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const MEI = '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('who else is away', { timeout: 30_000 }, () => {
  it('joins consecutive dates into runs', () => {
    expect(dateRuns(['2026-04-07', '2026-04-08', '2026-04-10'])).toEqual([
      ['2026-04-07', '2026-04-08'],
      ['2026-04-10', '2026-04-10'],
    ]);
    expect(dateRuns(['2026-02-28', '2026-03-01'])).toEqual([['2026-02-28', '2026-03-01']]);
  });

  it('names the team mates away on the chosen dates, for the person the request is for', async () => {
    api.on(listTeamAway, {
      mates: [
        { employeeId: DEWI, name: 'Dewi Sales', dates: ['2026-04-07', '2026-04-08'] },
        { employeeId: MEI, name: 'Mei Ops', dates: ['2026-04-10'] },
      ],
      more: 2,
    });
    await renderWithProviders(<TeamAway employeeId={DEWI} from="2026-04-06" to="2026-04-10" />, { region: { dateFormat: 'DD/MM/YYYY' } });
    const section = await screen.findByRole('region', { name: 'Who else is away' });
    expect(await within(section).findByText('Dewi Sales', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(within(section).getByText('07/04/2026 – 08/04/2026')).toBeTruthy();
    expect(within(section).getByText('10/04/2026')).toBeTruthy();
    expect(within(section).getByText('and 2 more')).toBeTruthy();
    expect(api.calls(listTeamAway)[0]?.query).toEqual({ from: '2026-04-06', to: '2026-04-10', employeeId: DEWI });
  });

  it('says when nobody is away, and asks nothing before the dates make sense', async () => {
    api.on(listTeamAway, { mates: [], more: 0 });
    await renderWithProviders(<TeamAway from="2026-04-06" to="2026-04-06" />);
    expect(await screen.findByText('No team mate is away on these dates.', undefined, { timeout: 10_000 })).toBeTruthy();
    const calls = api.calls(listTeamAway).length;
    await renderWithProviders(<TeamAway from="2026-04-10" to="2026-04-06" />);
    expect(api.calls(listTeamAway)).toHaveLength(calls);
  });
});
