import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { apiClient, apiLogin, demoLogin, signIn, test } from '../support.ts';

/** The last weekday before today in Singapore (the demo company's zone), and the Saturday of its week. */
function lastWeekday() {
  const dayOf = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000);
  let back = 1;
  while ([0, 6].includes(dayOf(back).getUTCDay())) back += 1;
  const day = dayOf(back);
  const saturday = new Date(day.getTime() + (6 - day.getUTCDay()) * 86_400_000);
  return { date: day.toISOString().slice(0, 10), saturday: saturday.toISOString().slice(0, 10) };
}

test('HR opens the calendar, sees a demo employee at work and a holiday, and opens a time at work', async ({ page }) => {
  const day = lastWeekday();
  const hr = apiClient(page.request, await apiLogin(page.request, demoLogin('hr')));
  // A company holiday on the Saturday of that week (nobody at the head office works Saturdays), removed afterwards.
  const name = `Calendar day ${randomUUID().slice(0, 6)}`;
  const holiday = await hr.post<{ id: string }>('/holidays', { date: day.saturday, name });
  try {
    await signIn(page, demoLogin('hr'), { path: `/attendance/calendar?view=week&date=${day.date}` });
    await expect(page.getByRole('heading', { name: 'Attendance calendar', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name or employment number' }).fill('Wei Ming Tan');
    const grid = page.getByRole('table', { name: 'Employees’ events by date' });
    await expect(grid.getByRole('rowheader', { name: /Wei Ming Tan/ })).toBeVisible();
    await expect(grid.getByText(name)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Converted leave');

    const present = grid.getByRole('button', { name: /^Wei Ming Tan: Present / }).first();
    await expect(present).toBeVisible();
    await present.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Time at work' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Clocked in the web app').first()).toBeVisible();
    await expect(drawer).toContainText('Head');
    await expect(drawer).toContainText('Singapore');
  } finally {
    await hr.delete(`/holidays/${holiday.id}`);
  }
});
