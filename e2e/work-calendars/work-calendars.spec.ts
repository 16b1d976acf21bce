import { expect } from '@playwright/test';
import { choose, signIn, test } from '../support.ts';

test("an administrator adopts Malaysia's holidays for a Selangor location, unticks one and adds a company holiday", async ({
  page,
  company,
  admin,
}) => {
  // Holidays, then a working week and its assignment: two settings tabs in one journey.
  test.slow();
  const contract = await admin.post<{ locations: { id: string }[] }>('/contracts', {
    name: 'Shah Alam plant',
    client: 'Hicom',
    locations: [{ name: 'Shah Alam', address: '' }],
  });
  expect(contract.locations).toHaveLength(1);
  await signIn(page, company, { path: '/settings/public-holiday' });

  await choose(page, page.getByRole('combobox', { name: 'Calendar' }), 'Shah Alam plant — Shah Alam');
  await page.getByRole('button', { name: /Adopt .* holidays|Change country/ }).click();
  const drawer = page.getByRole('dialog');
  await choose(page, drawer.getByRole('combobox', { name: /Country/ }), 'Malaysia');
  await choose(page, drawer.getByRole('combobox', { name: /State/ }), 'Selangor');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Follows Malaysia — Selangor')).toBeVisible();

  // The page opens on this year's list (the journey's dates are 2026's, the year it was written).
  await expect(page.getByLabel('Year', { exact: true }).locator('..')).toContainText(String(new Date().getFullYear()));
  await page.getByPlaceholder('Search').fill('Sultan');
  await expect(page.getByText('Birthday of the Sultan of Selangor', { exact: true })).toBeVisible();
  await page.getByPlaceholder('Search').fill('Thaipusam');
  const thaipusam = page.getByRole('switch', { name: 'Thaipusam applies', exact: true });
  await thaipusam.click();
  await expect(thaipusam).not.toBeChecked();

  await page.getByRole('button', { name: 'Add company holiday' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Family day');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByPlaceholder('Search').fill('Family');
  await expect(page.getByText('Family day', { exact: true })).toBeVisible();

  // The plant works Saturday mornings: a 5.5-day week, assigned to its location from a date.
  await page.getByRole('tab', { name: 'Working weeks' }).click();
  await page.getByRole('button', { name: 'Add working week' }).click();
  const week = page.getByRole('dialog');
  await week.getByLabel('Name').fill('Plant 5.5 days');
  await week.getByRole('radiogroup', { name: 'Saturday' }).getByText('Half day').click();
  await expect(week.getByText('5.5 days')).toBeVisible();
  await week.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Plant 5.5 days', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Assign a working week' }).click();
  const assign = page.getByRole('dialog');
  await assign.getByText('Location', { exact: true }).click();
  await choose(page, assign.getByRole('combobox', { name: 'Location' }), 'Shah Alam plant — Shah Alam');
  await choose(page, assign.getByRole('combobox', { name: 'Working week' }), 'Plant 5.5 days');
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Location Shah Alam plant — Shah Alam.*Plant 5\.5 days.*In force/ })).toBeVisible();
});
