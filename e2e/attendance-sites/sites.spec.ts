import { expect } from '@playwright/test';
import { apiClient, changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

// Marina Bay, Singapore: a square of about 200 m round it.
const HARBOUR = { latitude: 1.2834, longitude: 103.8607 };
const CORNERS = ['1.2825, 103.8598', '1.2825, 103.8616', '1.2843, 103.8616', '1.2843, 103.8598'];

test.use({ permissions: ['geolocation'], geolocation: { ...HARBOUR, accuracy: 15 } });

test('HR draws a site’s polygon by its coordinates (the map shows without tiles) and requires a photo; an employee on a phone clocks in with one', async ({
  page: hrPage,
  company,
  admin,
}) => {
  let page = hrPage;
  // Tests run offline: the tile server answers nothing, and the form must not mind.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await admin.post('/sites', { name: 'Harbour', address: '10 Bayfront Avenue' });
  const account = { username: 'nadia', password: 'nadia-given', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman', account }));

  await signIn(page, company, { path: '/settings/geofencing' });
  await page.getByRole('button', { name: 'Open Harbour' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('site-map').locator('.leaflet-container')).toBeVisible();
  await drawer.locator('.ant-segmented').getByText('Polygon', { exact: true }).click();
  await drawer.getByLabel('Polygon (instead of the circle)').fill(CORNERS.join('\n'));
  // The map draws the corners typed in: four handles.
  await expect(drawer.locator('.site-map-handle')).toHaveCount(4);
  await drawer.getByRole('checkbox', { name: 'A photo taken at the moment' }).check();
  await drawer.getByRole('switch', { name: 'Everyone may clock in here' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Harbour” saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Polygon, 4 corners' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'A photo taken at the moment' })).toBeVisible();

  // A photo to hand the camera input: a real PNG (a piece of this page).
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 90 } });

  await changeGivenPassword(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-given' }, 'nadia-own-pass');
  // The employee's phone: a tab of its own.
  page = await page.context().newPage();
  await signIn(page, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' }, { path: '/clock' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('You are not clocked in.')).toBeVisible();
  await expect(page.getByText('This site needs a photo taken now: take one before you clock in or out.').first()).toBeVisible();

  await page.getByLabel('Take a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your photo for this punch' })).toBeVisible();
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByText(/^Clocked in since .+ at Harbour$/)).toBeVisible();
  const punches = page.getByRole('region', { name: 'Today' }).getByRole('listitem');
  await expect(punches.first()).toContainText('On site');
  await expect(punches.first()).toContainText('Photo');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('accounts') ?? '[]')[0].token as string);
  const state = await apiClient(page.request, token).get<{ today: { id: string; hasPhoto: boolean; inside: boolean | null }[] }>(
    '/attendance/clock',
  );
  expect(state.today).toEqual([expect.objectContaining({ hasPhoto: true, inside: true })]);
  // HR fetches it; the employee does not.
  const asHr = await page.request.get(`/api/v2/attendance/calendar/punches/${state.today[0]!.id}/photo`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  expect(asHr.status()).toBe(200);
  expect(asHr.headers()['content-type']).toMatch(/^image\/(jpeg|png)/);
  const asSelf = await page.request.get(`/api/v2/attendance/calendar/punches/${state.today[0]!.id}/photo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(asSelf.status()).toBe(404);
});
