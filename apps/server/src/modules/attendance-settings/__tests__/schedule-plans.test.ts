import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { rosterInstances } from '@tenaga/domain';
import type { ModuleContext } from '../../../platform/module.ts';
import { createCompany, createEmployeeRow, createTestApp, type TestApp } from '../../../testing/index.ts';
import { createTestModules } from '../../../testing/test-modules.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(Date.parse('2026-03-10T02:00:00Z'));
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

describe('schedulePlans, what the timesheet reads', () => {
  it('gives each employee the setting in force on the first date, the rosters of the range (a change mid-period) and the grid changes, in one batch', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const { setting } = await api.ok(contracts.getFullTimeTemplate, {});
    const old = await api.ok(contracts.createFullTimeSetting, { body: { name: 'Old', setting } });
    const current = await api.ok(contracts.createFullTimeSetting, {
      body: { name: 'Current', setting: { ...setting, lateGraceMinutes: 5 } },
    });
    const later = await api.ok(contracts.createFullTimeSetting, { body: { name: 'Later', setting } });
    const day = await api.ok(contracts.createShift, {
      body: {
        name: 'Day',
        colour: '#1677ff',
        start: '09:00',
        end: '18:00',
        breaks: [{ kind: 'fixed', start: '13:00', end: '14:00', paid: false }],
      },
    });
    const night = await api.ok(contracts.createShift, {
      body: { name: 'Night', colour: '#722ed1', start: '22:00', end: '06:00', breaks: [] },
    });
    await api.ok(contracts.createShift, { body: { name: 'Unused', colour: '#000000', start: '07:00', end: '15:00', breaks: [] } });
    const changing = await createEmployeeRow(t, company.companyId, { firstName: 'Changing' });
    const plain = await createEmployeeRow(t, company.companyId, { firstName: 'Plain' });
    const nothing = await createEmployeeRow(t, company.companyId, { firstName: 'Nothing' });
    const assign = (settingId: string, from: string, employeeIds: string[]) =>
      api.ok(contracts.assignSetting, { body: { settingId, from, employees: { employeeIds } } });
    await assign(old.id, '2026-01-01', [changing, plain]);
    await assign(current.id, '2026-03-01', [changing]);
    await assign(later.id, '2026-03-20', [changing]);
    // Days until the 9th, then nights from the 10th (4 on 2 off), and one grid change.
    await api.ok(contracts.assignRoster, {
      body: {
        employees: { employeeIds: [changing] },
        from: '2026-02-01',
        cycle: [day.id, day.id, day.id, day.id, day.id, null, null],
        anchor: '2026-02-02',
      },
    });
    await api.ok(contracts.assignRoster, {
      body: { employees: { employeeIds: [changing] }, from: '2026-03-10', cycle: [night.id, night.id, night.id, night.id, null, null] },
    });
    await api.ok(contracts.setRosterCell, { body: { employeeId: changing, date: '2026-03-07', shiftId: night.id } });
    await api.ok(contracts.setRosterCell, { body: { employeeId: changing, date: '2026-03-11' } });

    const plans = await modules.service('attendanceSettings').schedulePlans({
      companyId: company.companyId,
      employeeIds: [changing, plain, nothing, changing],
      from: '2026-03-05',
      to: '2026-03-16',
    });
    expect([...plans.keys()].sort()).toEqual([changing, plain].sort());
    expect(plans.get(plain)).toEqual({ employeeId: plain, setting: { id: old.id, name: 'Old', setting }, roster: null });

    const plan = plans.get(changing)!;
    expect(plan.setting).toMatchObject({ id: current.id, name: 'Current', setting: { lateGraceMinutes: 5 } });
    expect(plan.roster!.shifts.map((shift) => shift.id).sort()).toEqual([day.id, night.id].sort());
    expect(plan.roster!.overrides).toEqual([
      { date: '2026-03-07', shiftId: night.id },
      { date: '2026-03-11', shiftId: null },
    ]);
    const instances = rosterInstances({ from: '2026-03-05', to: '2026-03-16', timeZone: 'Asia/Singapore', ...plan.roster! });
    const names = new Map([
      [day.id, 'D'],
      [night.id, 'N'],
    ]);
    const byDate = new Map(instances.map((instance) => [instance.date, names.get(instance.shiftId)]));
    const week = ['05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16']
      .map((day) => byDate.get(`2026-03-${day}`) ?? '-')
      .join('');
    // Thu Fri (Sat by the grid: a night) Sun Mon | nights from Tue 10th, the 11th taken off on the grid, 2 off, then nights again.
    expect(week).toBe('DDN-DN-NN--N');
    // The night of the 7th ends on the 8th at 06:00 Singapore time.
    expect(instances.find((instance) => instance.date === '2026-03-07')!.end).toBe(Date.parse('2026-03-07T22:00:00Z'));

    // Another company's reader sees none of it.
    const stranger = await createCompany(t);
    expect(
      (
        await modules
          .service('attendanceSettings')
          .schedulePlans({ companyId: stranger.companyId, employeeIds: [changing], from: '2026-03-05', to: '2026-03-16' })
      ).size,
    ).toBe(0);
    expect(
      (
        await modules
          .service('attendanceSettings')
          .schedulePlans({ companyId: company.companyId, employeeIds: [], from: '2026-03-05', to: '2026-03-16' })
      ).size,
    ).toBe(0);
  });
});
