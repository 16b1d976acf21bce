import { expect } from '@playwright/test';
import { apiClient, changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

// Marina Bay, Singapore, and a point 2 km north of it.
const HARBOUR = { latitude: 1.2834, longitude: 103.8607 };
const AWAY = { latitude: 1.3014, longitude: 103.8607 };

test.use({ permissions: ['geolocation'], geolocation: { ...HARBOUR, accuracy: 15 } });

test('an employee on a phone clocks in inside the geofence, out outside it, and a clock-out made offline is sent when back online', async ({
  page,
  context,
  company,
  admin,
}) => {
  const site = await admin.post<{ id: string; version: number }>('/sites', {
    name: 'Harbour',
    address: '10 Bayfront Avenue',
    latitude: HARBOUR.latitude,
    longitude: HARBOUR.longitude,
    radiusMeters: 150,
  });
  await admin.put(`/attendance/sites/${site.id}`, {
    version: site.version,
    latitude: HARBOUR.latitude,
    longitude: HARBOUR.longitude,
    radiusMeters: 150,
    timezone: null,
    polygon: null,
    outsideRule: 'allowFlag',
    proofs: [],
    anyEmployee: true,
  });
  const account = { username: 'nadia', password: 'nadia-given', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman', account }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-given' }, 'nadia-own-pass');

  await signIn(page, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' }, { path: '/clock' });
  // A phone: the menu folds into a drawer (signIn waits for it at desktop width first).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Clock in and out', level: 1 })).toBeVisible();
  await expect(page.getByText('You are not clocked in.')).toBeVisible();
  await expect(page.getByText(/Location found \(within 15 m\)/)).toBeVisible();

  // A double tap records one punch.
  await page.getByRole('button', { name: 'Clock in' }).dblclick();
  await expect(page.getByText(/^Clocked in since .+ at Harbour$/)).toBeVisible();
  const punches = page.getByRole('region', { name: 'Today' }).getByRole('listitem');
  await expect(punches).toHaveCount(1);
  await expect(punches.first()).toContainText('On site');

  await context.setGeolocation({ ...AWAY, accuracy: 20 });
  await expect(page.getByText(/Location found \(within 20 m\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByText('You are not clocked in.')).toBeVisible();
  await expect(punches).toHaveCount(2);
  await expect(punches.nth(1)).toContainText('Outside the geofence');

  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByText(/^Clocked in since/)).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByText(/^Clocked out at .+, waiting to send$/)).toBeVisible();
  await expect(punches.nth(3)).toContainText('Waiting to send');

  await context.setOffline(false);
  await expect(page.getByText('1 punch kept on this device was sent.')).toBeVisible();
  await expect(page.getByText('You are not clocked in.')).toBeVisible();
  await expect(punches).toHaveCount(4);
  await expect(punches.nth(3)).toContainText('Sent late');
  await expect(page.getByText('Waiting to send')).toHaveCount(0);

  // The server has four punches, the last one sent late.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('accounts') ?? '[]')[0].token as string);
  const state = await apiClient(page.request, token).get<{ today: { action: string; sentLate: boolean; inside: boolean | null }[] }>(
    '/attendance/clock',
  );
  expect(state.today.map((punch) => [punch.action, punch.inside, punch.sentLate])).toEqual([
    ['in', true, false],
    ['out', false, false],
    ['in', false, false],
    ['out', false, true],
  ]);
});
